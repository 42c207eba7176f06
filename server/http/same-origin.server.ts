import type { RequestHandler } from "express";
import { sendError } from "../api/error-envelope.server.ts";
import { runtime } from "../runtime.server.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Cross-site request forgery guard for every state-changing request: a
 * browser always names the page's origin, and it must be ours. Session
 * cookies are SameSite=Lax as a second line. (better-auth checks its own
 * endpoints the same way.)
 */
export const sameOriginWrites: RequestHandler = (req, res, next) => {
  if (SAFE_METHODS.has(req.method)) return next();
  const source = req.get("origin") ?? req.get("referer");
  if (!source) return next();
  let host: string;
  try {
    host = new URL(source).host;
  } catch {
    host = "";
  }
  if (host === req.get("host") || host === req.host) return next();
  // Pages of the origins configured for the JSON API may call its functions and upload (API_CORS_ORIGINS).
  if (
    (req.path.startsWith("/api/functions/") || req.path === "/api/uploads") &&
    runtime().env.API_CORS_ORIGINS.some((origin) => source.startsWith(`${origin}/`) || source === origin)
  )
    return next();
  sendError(res, "cross_site_request");
};
