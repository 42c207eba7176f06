import fs from "node:fs";
import type { ServerResponse } from "node:http";
import path from "node:path";
import express, { type RequestHandler } from "express";
import { type SentEncoding, sentEncoding } from "./encoding.server.ts";

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
 * are otherwise (through `express.static`; `compression()` then compresses live). The encoding is
 * chosen as for a cached page (`sentEncoding`). The folder's copies are read once, at start: a
 * build replaces the folder and restarts the server.
 */
export function precompressedStatic(folder: string, options: { maxAgeMs: number }): RequestHandler {
  // Each file's copies by encoding, from the names the build wrote.
  const copies = new Map<string, SentEncoding[]>();
  for (const copy of fs.existsSync(folder) ? fs.readdirSync(folder) : []) {
    const [, file, suffix] = /^(.+)\.(br|gz)$/.exec(copy) ?? [];
    if (file && suffix) copies.set(file, [...(copies.get(file) ?? []), suffix === "br" ? "br" : "gzip"]);
  }
  const serve = express.static(folder, { immutable: true, maxAge: options.maxAgeMs });
  return (req, res, next) => {
    const name = req.path.slice(1);
    const encoding = sentEncoding(req, copies.get(name) ?? []);
    varyByEncodingOnly(res);
    if (encoding === "identity" || (req.method !== "GET" && req.method !== "HEAD")) {
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
