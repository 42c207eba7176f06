import type { IncomingMessage } from "node:http";
import type { RequestHandler } from "express";
import { MAX_BULK_BYTES } from "../../domain/bulk-sheet.ts";
import { refuse } from "./refuse.server.ts";

/** Every form a page posts (and better-auth's JSON) is text well under this. */
export const FORM_BODY_LIMIT = 1024 * 1024;
/** Multipart bodies carry uploads, which their readers cap more tightly per route; this is the largest (a bulk upload) plus its framing. */
export const MULTIPART_BODY_LIMIT = MAX_BULK_BYTES + 1024 * 1024;

const BODYLESS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses an oversized body with 413 before anything buffers it (React Router's
 * request.formData() reads a body whole): at once when Content-Length says so, or while a chunked
 * body streams in, at the first byte past the limit. The JSON API's functions and its photo
 * upload keep their own, smaller limits further in.
 */
export function bodyLimit(): RequestHandler {
  return (req, res, next) => {
    if (BODYLESS.has(req.method)) return next();
    const limit = req.is("multipart/form-data") ? MULTIPART_BODY_LIMIT : FORM_BODY_LIMIT;
    const declared = Number(req.get("content-length") ?? Number.NaN);
    if (declared > limit) {
      // The connection closes after the answer: reading the rest would cost what is refused.
      res.set("Connection", "close");
      return refuse(req, res, "form_too_large");
    }
    if (Number.isNaN(declared)) countStreamedBytes(req, limit, () => {
      // The reader (the form parser) fails once the answer is out; nothing of the body is kept.
      const stopReading = () => req.destroy(new Error("form body over its limit"));
      if (res.headersSent) return stopReading();
      res.set("Connection", "close");
      refuse(req, res, "form_too_large");
      res.once("finish", stopReading);
    });
    next();
  };
}

/**
 * Counts a chunked body's bytes as the HTTP parser hands them over (IncomingMessage#push), and
 * drops every byte past the limit.
 */
function countStreamedBytes(req: IncomingMessage, limit: number, onOver: () => void): void {
  const push = req.push.bind(req);
  let received = 0;
  let over = false;
  req.push = (chunk: Buffer | null, encoding?: BufferEncoding) => {
    if (over) return chunk === null ? false : true;
    if (chunk !== null) {
      received += chunk.length;
      if (received > limit) {
        over = true;
        onOver();
        return true;
      }
    }
    return push(chunk, encoding);
  };
}
