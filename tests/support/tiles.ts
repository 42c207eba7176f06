import http from "node:http";
import { freePort } from "./postgres.ts";

// A 1x1 grey PNG: any image will do, the browser tests only check where tiles come from.
const TILE = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADElEQVQImWO4e/cuAAUyApiWENc5AAAAAElFTkSuQmCC", "base64");

/** A map tile server on a loopback port: MAP_TILE_URL of the browser tests, so no map reaches the network. */
export async function startTileServer(): Promise<{ origin: string; template: string; attribution: string; close: () => Promise<void> }> {
  const port = await freePort();
  const server = http.createServer((req, res) => {
    if (!/^\/\d+\/\d+\/\d+\.png$/.test(req.url ?? "")) return void res.writeHead(404).end();
    res.writeHead(200, { "content-type": "image/png", "cache-control": "max-age=3600" }).end(TILE);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    template: `${origin}/{z}/{x}/{y}.png`,
    attribution: "Beitna test tiles",
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
