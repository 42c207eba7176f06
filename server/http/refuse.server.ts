import type { Request, Response } from "express";
import type { MessageKey } from "../../domain/i18n/i18n.ts";
import { errorMessageKey, errorStatus, type ErrorCode } from "../../domain/errors.ts";
import { textDirection, type Locale } from "../../domain/locale.ts";
import { sendError } from "../api/error-envelope.server.ts";
import { catalogTranslator } from "../i18n/translate.server.ts";

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => `&${{ "&": "amp", "<": "lt", ">": "gt", '"': "quot" }[char]};`);
}

/**
 * A request turned away before the app reads it: the API's error envelope, or for a page a
 * minimal document in the visitor's language (the app's layout would cost what is being saved).
 */
export function refuse(req: Request, res: Response, code: ErrorCode): void {
  // originalUrl: a refusal may come while a router mounted on a prefix has the request (req.path is then its own).
  if (req.originalUrl.startsWith("/api/")) return sendError(res, code);
  const locale = res.locals.locale as Locale;
  const message = escapeHtml(catalogTranslator(locale)(errorMessageKey(code) as MessageKey));
  res
    .status(errorStatus(code))
    .type("html")
    .send(
      `<!doctype html><html lang="${locale}" dir="${textDirection(locale)}"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Beitna</title><p style="font:1.1rem/1.5 system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem">${message}</p></html>`,
    );
}
