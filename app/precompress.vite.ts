import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import type { Plugin } from "vite";

/** What is worth compressing: scripts, styles and the icon sprite (photos and fonts are compressed already). */
const COMPRESSIBLE = /\.(js|css|svg|json)$/;
/** Below this, a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

/**
 * Writes a Brotli (quality 11) and a gzip (level 9) copy beside every script, style and sprite of
 * the browser's build, `<file>.br` and `<file>.gz`, which the server sends as they are
 * (`server/http/precompressed.server.ts`, decision 0075). Compressing live, per request, could
 * only afford Brotli's quality 4, about gzip's size. At 11 the framework file is 96.8 kB instead of
 * 112.9. Runs when the server's build closes: React Router writes the route manifest into the
 * browser's folder during that build.
 */
export function precompress(): Plugin {
  return {
    name: "beitna-precompress",
    apply: "build",
    closeBundle: {
      sequential: true,
      handler() {
        if (this.environment.name !== "ssr") return;
        const assets = path.join(this.environment.config.root, "build/client/assets");
        if (!fs.existsSync(assets)) return;
        for (const name of fs.readdirSync(assets)) {
          if (!COMPRESSIBLE.test(name)) continue;
          const file = path.join(assets, name);
          const content = fs.readFileSync(file);
          if (content.length < MIN_BYTES) continue;
          fs.writeFileSync(
            `${file}.br`,
            zlib.brotliCompressSync(content, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
          );
          fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
        }
      },
    },
  };
}
