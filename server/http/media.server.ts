import path from "node:path";
import express from "express";
import type { Env } from "../env.server.ts";
import { storage } from "../runtime.server.ts";

const ONE_YEAR_MS = 31_536_000_000;

/**
 * Serves stored photos at /media/<key> when no CDN is configured. Keys are never reused, so
 * every answer may be cached forever.
 */
export function mediaRouter(env: Env): express.Router {
  const router = express.Router();
  if (!env.S3_BUCKET) {
    router.use(express.static(path.resolve(env.DATA_DIR, "media"), { immutable: true, maxAge: ONE_YEAR_MS, index: false, dotfiles: "deny" }));
    return router;
  }
  // A bucket without a public CDN address: read through the server.
  router.get("/{*key}", async (req, res, next) => {
    try {
      const key = (req.params as { key?: string[] }).key?.join("/") ?? "";
      // Payment proofs live under private/ (server/payments/payment-proof.server.ts).
      if (!/^[\w-]+(\/[\w.-]+)*$/.test(key) || key.includes("..") || key.startsWith("private/")) return void res.sendStatus(404);
      const body = await storage().get(key);
      if (!body) return void res.sendStatus(404);
      res
        .set("Cache-Control", "public, max-age=31536000, immutable")
        .type(path.extname(key) || "application/octet-stream")
        .send(body);
    } catch (error) {
      next(error);
    }
  });
  return router;
}
