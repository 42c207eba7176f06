import type { IncomingMessage } from "node:http";
import type { Request, RequestHandler } from "express";
import { matchPath } from "react-router";
import { MAX_BULK_BYTES } from "../../domain/bulk-sheet.ts";
import { refuse } from "./refuse.server.ts";

/** Every form a page posts (and better-auth's JSON) is text well under this, multipart or not. */
export const FORM_BODY_LIMIT = 1024 * 1024;
/** An upload's body: its reader caps it more tightly per route; this is the largest (a bulk upload) plus its framing. */
export const UPLOAD_BODY_LIMIT = MAX_BULK_BYTES + 1024 * 1024;

/**
 * The addresses whose handlers read files (`readMultipart` and the readers built on it), in
 * app/routes.ts's syntax; tests/unit/upload-paths.test.ts holds this list to the route modules.
 * A multipart post anywhere else is a text form, which `readForm` would read whole.
 */
const UPLOAD_PATHS = [
  "/api/uploads",
  // The registry's functions that take files (`files` of defineFunction).
  "/api/functions/uploadTenancyFile",
  "/api/functions/declareRentPayment",
  "/api/functions/attachPaymentProof",
  "/api/functions/recordInspection",
  "/api/functions/issueReport",
  "/resources/photos",
  "/bulk",
  "/credits/payments/:paymentId",
  "/tenant/:propertyId/rent",
  "/tenant/:propertyId/files",
  "/tenant/:propertyId/inspections",
  "/tenant/:propertyId/issues",
];

/** Whether a post to `pathname` may carry files; React Router's own fetches add `.data` to the page's address. */
export function takesUploads(pathname: string): boolean {
  const page = pathname.replace(/\.data$/, "");
  return UPLOAD_PATHS.some((pattern) => matchPath(pattern, page) !== null);
}

const BODYLESS = new Set(["GET", "HEAD", "OPTIONS"]);

/** A page's form is told it is too large to send; JSON (and any body on the API) that it is too large. */
function tooLargeCode(req: Request): "form_too_large" | "payload_too_large" {
  return !req.path.startsWith("/api/") && req.is(["application/x-www-form-urlencoded", "multipart/form-data"]) ? "form_too_large" : "payload_too_large";
}

/**
 * Refuses an oversized body with 413 before anything buffers it (React Router's
 * request.formData() reads a body whole): at once when Content-Length says so, or while a chunked
 * body streams in, at the first byte past the limit. The JSON API's functions and its photo
 * upload keep their own, smaller limits further in.
 */
export function bodyLimit(): RequestHandler {
  return (req, res, next) => {
    if (BODYLESS.has(req.method)) return next();
    const limit = req.is("multipart/form-data") && takesUploads(req.path) ? UPLOAD_BODY_LIMIT : FORM_BODY_LIMIT;
    const code = tooLargeCode(req);
    const declared = Number(req.get("content-length") ?? Number.NaN);
    if (declared > limit) {
      // The connection closes after the answer: reading the rest would cost what is refused.
      res.set("Connection", "close");
      return refuse(req, res, code);
    }
    if (Number.isNaN(declared)) {
      countStreamedBytes(req, limit, () => {
        if (res.headersSent) return false;
        refuse(req, res, code);
        return true;
      });
    }
    next();
  };
}

/**
 * Counts a chunked body's bytes as the HTTP parser hands them over (IncomingMessage#push). Past
 * the limit `onOver` answers, every further byte is dropped, and once the client has sent the
 * rest (so that closing does not cut the answer off) the body's reader fails: nothing of the body
 * is used. When `onOver` could not answer, the body fails at once.
 */
function countStreamedBytes(req: IncomingMessage, limit: number, onOver: () => boolean): void {
  const push = req.push.bind(req);
  const fail = () => req.destroy(new Error("form body over its limit"));
  let received = 0;
  let over = false;
  req.push = (chunk: Buffer | null, encoding?: BufferEncoding) => {
    if (over) {
      if (chunk === null) fail();
      return true;
    }
    if (chunk !== null) {
      received += chunk.length;
      if (received > limit) {
        over = true;
        if (!onOver()) fail();
        return true;
      }
    }
    return push(chunk, encoding);
  };
}
