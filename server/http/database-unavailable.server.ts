import type { ErrorRequestHandler, Request, RequestHandler, Response } from "express";
import { type Locale, textDirection } from "../../domain/locale.ts";
import { sendError } from "../api/error-envelope.server.ts";
import { databaseAnswers, databaseDown, noteDatabaseFailure } from "../db/availability.server.ts";
import { catalogTranslator } from "../i18n/translate.server.ts";

// docs/decisions/0041-surviving-a-database-crash.md: while PostgreSQL cannot be reached (it crashed
// and is being restarted, or an external one is down), pages and the API say so with 503 and
// Retry-After, which browsers, crawlers and API clients understand as "come back soon", not 500.

/** Seconds a client is asked to wait: the embedded cluster's crash recovery takes a few. */
export const RETRY_AFTER_SECONDS = 5;

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A page of its own, without the app's layout: that needs the database (session, counts). */
export function unavailablePage(locale: Locale): string {
  const t = catalogTranslator(locale);
  const title = escapeHtml(t("errors.unavailableTitle"));
  const body = escapeHtml(t("errors.unavailable"));
  const retry = escapeHtml(t("errors.unavailableRetry"));
  const name = escapeHtml(t("common.appName"));
  return `<!doctype html>
<html lang="${locale}" dir="${textDirection(locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} · ${name}</title>
<style>
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;font-family:system-ui,-apple-system,"Segoe UI",Tahoma,sans-serif;background:#eef7f4;color:#1f2937}
main{max-width:26rem;margin:1.5rem;padding:2rem 1.5rem;background:#fff;border-radius:1rem;box-shadow:0 1px 3px rgba(0,0,0,.08);text-align:center}
p.brand{margin:0 0 1rem;font-weight:700;font-size:1.25rem;color:#0f6e56}
h1{margin:0 0 .75rem;font-size:1.375rem}
p{margin:0 0 1.5rem;line-height:1.6}
a{display:inline-block;padding:.75rem 1.5rem;border-radius:.5rem;background:#0f6e56;color:#fff;text-decoration:none;font-weight:600}
a:focus-visible{outline:3px solid #d9822b;outline-offset:2px}
</style>
</head>
<body>
<main>
<p class="brand">${name}</p>
<h1>${title}</h1>
<p>${body}</p>
<a href="">${retry}</a>
</main>
</body>
</html>`;
}

function setUnavailableHeaders(res: Response): void {
  res.status(503);
  res.setHeader("Retry-After", String(RETRY_AFTER_SECONDS));
  res.setHeader("Cache-Control", "no-store");
}

/** 503 with Retry-After: the API's error envelope for `/api/`, the short page for everything else. */
export function sendUnavailable(req: Request, res: Response): void {
  setUnavailableHeaders(res);
  if (req.originalUrl.startsWith("/api/")) return sendError(res, "database_unavailable");
  res.type("html").send(unavailablePage(res.locals.locale as Locale));
}

/**
 * In front of the pages (behind the page cache, which still serves visitors what it has) and of
 * the API: while this process knows the database is down, it answers 503 at once unless a probe
 * finds it back. A request that was already running when the database went away and fails with
 * any 5xx answers 503 too (better-auth and React Router's error pages set their own status).
 */
export const unavailableWhileDatabaseDown: RequestHandler = async (req, res, next) => {
  if (databaseDown() && !(await databaseAnswers())) return sendUnavailable(req, res);
  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, ...args: unknown[]) {
    if (Number(args[0]) >= 500 && databaseDown()) {
      args[0] = 503;
      if (typeof args[1] === "string") args[1] = "Service Unavailable";
      res.statusCode = 503;
      res.setHeader("Retry-After", String(RETRY_AFTER_SECONDS));
    }
    return (writeHead as (...all: unknown[]) => Response).apply(this, args);
  } as Response["writeHead"];
  next();
};

/** An error that says the database cannot be reached: 503 instead of the generic 500. */
export const unavailableOnDatabaseError: ErrorRequestHandler = (error, req, res, next) => {
  if (!noteDatabaseFailure(error)) return next(error);
  req.log.warn({ err: error }, "request failed: the database is unreachable");
  if (!res.headersSent) sendUnavailable(req, res);
};
