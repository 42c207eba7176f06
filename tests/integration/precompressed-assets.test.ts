import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressedStatic } from "../../server/http/precompressed.server.ts";

// The build's compressed copies (decision 0075), sent by the handler the server mounts on /assets,
// behind the same live compression the app uses.
const script = `export const words = ${JSON.stringify("a page's script ".repeat(400))};\n`;
let folder = "";
let base = "";
let server: http.Server | undefined;

beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), "beitna-assets-"));
  fs.writeFileSync(path.join(folder, "page-abc123.js"), script);
  fs.writeFileSync(path.join(folder, "page-abc123.js.br"), zlib.brotliCompressSync(script));
  fs.writeFileSync(path.join(folder, "page-abc123.js.gz"), zlib.gzipSync(script));
  // A file the build left without copies (too small to be worth them).
  fs.writeFileSync(path.join(folder, "tiny-def456.js"), "export {};\n");
  const app = express();
  app.use(compression());
  app.use((_req, res, next) => {
    // As the app does for every answer before it reaches the assets.
    res.vary("Cookie");
    next();
  });
  app.use("/assets", precompressedStatic(folder, { maxAgeMs: 31_536_000_000 }));
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server!.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server?.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

/** The raw answer (Node's fetch would undo the encoding), with its headers. */
async function get(file: string, acceptEncoding: string, method = "GET") {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const req = http.request(`${base}/assets/${file}`, { method, headers: { "accept-encoding": acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("the build's scripts, sent from their compressed copies", () => {
  it("sends the Brotli copy to a browser, which lists gzip first", async () => {
    const answer = await get("page-abc123.js", "gzip, deflate, br, zstd");
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(answer.headers.vary).toBe("Accept-Encoding");
    expect(answer.body.equals(fs.readFileSync(path.join(folder, "page-abc123.js.br")))).toBe(true);
    expect(zlib.brotliDecompressSync(answer.body).toString()).toBe(script);
  });

  it("sends the gzip copy to a client without Brotli, and the file itself to one without either", async () => {
    const gzip = await get("page-abc123.js", "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(script);
    const plain = await get("page-abc123.js", "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(plain.body.toString()).toBe(script);
  });

  it("answers HEAD with the copy's headers and no body", async () => {
    const head = await get("page-abc123.js", "br", "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers["content-encoding"]).toBe("br");
    expect(Number(head.headers["content-length"])).toBe(fs.statSync(path.join(folder, "page-abc123.js.br")).size);
    expect(head.body.length).toBe(0);
  });

  it("serves a file without copies as it is, and 404s what is not there", async () => {
    const tiny = await get("tiny-def456.js", "br");
    expect(tiny.status).toBe(200);
    expect(tiny.body.toString()).toBe("export {};\n");
    expect((await get("gone-000000.js", "br")).status).toBe(404);
    // A copy is never asked for by its own name through a path outside the folder.
    expect((await get("..%2Fpage-abc123.js", "br")).status).toBe(404);
  });
});
