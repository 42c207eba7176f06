import fs from "node:fs";
import type { ServerResponse } from "node:http";
import path from "node:path";
import express, { type RequestHandler } from "express";

/**
 * A static file is the same for every visitor and language (the site's Vary on Cookie and
 * Accept-Language is for pages): a CDN keeps one copy per encoding, not one per cookie.
 */
export function varyByEncodingOnly(res: ServerResponse): void {
  res.setHeader("Vary", "Accept-Encoding");
}

/**
 * The build's scripts, styles and sprite, sent from the Brotli or gzip copy the build wrote beside
 * each (`app/precompress.vite.ts`, decision 0075) when the client takes that encoding, and as they
 * are otherwise (through `express.static`; `compression()` then compresses live). Brotli whenever
 * it is taken: browsers list gzip first in Accept-Encoding, as the page cache found (decision 0031).
 * The folder's copies are read once, at start: a build replaces the folder and restarts the server.
 */
export function precompressedStatic(folder: string, options: { maxAgeMs: number }): RequestHandler {
  const copies = new Set(fs.existsSync(folder) ? fs.readdirSync(folder).filter((name) => name.endsWith(".br") || name.endsWith(".gz")) : []);
  const serve = express.static(folder, { immutable: true, maxAge: options.maxAgeMs });
  return (req, res, next) => {
    const name = req.path.slice(1);
    const encoding = req.acceptsEncodings("br") && copies.has(`${name}.br`) ? "br" : req.acceptsEncodings("gzip") && copies.has(`${name}.gz`) ? "gzip" : null;
    varyByEncodingOnly(res);
    if (!encoding || (req.method !== "GET" && req.method !== "HEAD")) {
      serve(req, res, next);
      return;
    }
    // The type of the file itself, not of its copy; `compression()` leaves an encoded answer alone.
    res.type(path.extname(name));
    res.setHeader("Content-Encoding", encoding);
    res.sendFile(`${name}.${encoding === "br" ? "br" : "gz"}`, { root: folder, immutable: true, maxAge: options.maxAgeMs }, (error) => {
      // An answer cut short (the visitor left) has nothing left to say.
      if (error && !res.headersSent) next(error);
    });
  };
}
