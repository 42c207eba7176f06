import type { Response } from "express";
import { apiErrorCode, type ErrorCode, errorMessageKey, errorStatus } from "../../domain/errors.ts";
import type { MessageKey } from "../../domain/i18n/i18n.ts";
import type { Locale } from "../../domain/locale.ts";
import { catalogTranslator } from "../i18n/translate.server.ts";

/** The one error answer of the API: `{ success: false, error: { code, message, detail? } }`. */
export function errorBody(code: ErrorCode, locale: Locale, detail?: string) {
  return {
    success: false as const,
    error: { code: apiErrorCode(code), message: catalogTranslator(locale)(errorMessageKey(code) as MessageKey), ...(detail ? { detail } : {}) },
  };
}

export function sendError(res: Response, code: ErrorCode, detail?: string): void {
  res.status(errorStatus(code)).json(errorBody(code, res.locals.locale as Locale, detail));
}
