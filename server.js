// Beitna's process entry. Production runs the built bundle; `npm run dev`
// serves the same app through Vite with hot reload.
import process from "node:process";

if (process.env.NODE_ENV === "development") {
  const { createServer } = await import("vite");
  const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
  const { start } = await vite.ssrLoadModule("./server/main.server.ts");
  await start({ vite, build: () => vite.ssrLoadModule("virtual:react-router/server-build") });
} else {
  const { startProduction } = await import("./build/server/index.js");
  await startProduction();
}
