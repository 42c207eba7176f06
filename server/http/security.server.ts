import crypto from "node:crypto";
import type { RequestHandler } from "express";
import helmet from "helmet";

/** A fresh nonce per response: the only inline scripts allowed are ours. */
export const cspNonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = crypto.randomBytes(16).toString("base64");
  next();
};

export function securityHeaders(options: {
  development: boolean;
  /** Served over HTTPS: ask browsers to stay on it. */
  https: boolean;
  imageOrigins: string[];
  /** Sign-in providers a form may redirect to (the social buttons post, then go there). */
  formActionOrigins: string[];
}): RequestHandler {
  const nonce = (_req: unknown, res: unknown) => `'nonce-${(res as { locals: { cspNonce: string } }).locals.cspNonce}'`;
  return helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        "default-src": ["'self'"],
        "script-src": ["'self'", nonce, ...(options.development ? ["'unsafe-inline'"] : [])],
        "style-src": ["'self'", "'unsafe-inline'"],
        "img-src": ["'self'", "data:", "blob:", ...options.imageOrigins],
        "connect-src": ["'self'", ...(options.development ? ["ws:", "wss:"] : [])],
        "font-src": ["'self'", "data:"],
        "form-action": ["'self'", ...options.formActionOrigins],
        "frame-ancestors": ["'none'"],
        "object-src": ["'none'"],
        "base-uri": ["'self'"],
        "upgrade-insecure-requests": options.https ? [] : null,
      },
    },
    // Images and the map tiles may come from a CDN or a tile server.
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: options.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
}
