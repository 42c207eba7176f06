import type { Request, RequestHandler, Response } from "express";
import { READ_YOUR_WRITES_SECONDS, withReadScope } from "../db/read-replicas.server.ts";
import { runtime } from "../runtime.server.ts";
import { readCookie } from "./cookie.server.ts";

// docs/decisions/0062-read-replicas.md: which requests may read from a replica, and read-your-writes.

/** Set on the answer to every write: while it lasts its client reads from the primary, on every instance. */
export const RECENT_WRITE_COOKIE = "beitna_wrote";
const READ_METHODS = new Set(["GET", "HEAD"]);

/** Whether the client wrote within READ_YOUR_WRITES_SECONDS (its marker came back). */
export function wroteLately(req: Request): boolean {
  return readCookie(req.headers.cookie, RECENT_WRITE_COOKIE) !== null;
}

/** Marks the client as having just written, when there are replicas to read behind. */
export function markWrite(res: Response): void {
  if (!runtime().replicas) return;
  res.cookie(RECENT_WRITE_COOKIE, "1", { maxAge: READ_YOUR_WRITES_SECONDS * 1000, httpOnly: true, sameSite: "lax", path: "/" });
}

/**
 * A page or resource read (GET, HEAD) of a client that did not write lately may read from a
 * replica, where its use case asks (`readDb()`); any other request is a write, and marks its
 * client. The API's functions are all POSTs and say which they are themselves (api/router).
 */
export const readRouting: RequestHandler = (req, res, next) => {
  const reads = READ_METHODS.has(req.method);
  if (!reads && !req.path.startsWith("/api/functions/")) markWrite(res);
  withReadScope(reads && !wroteLately(req), next);
};
