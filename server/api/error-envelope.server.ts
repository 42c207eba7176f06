import type { Response } from "express";
import { apiErrorCode, type ErrorCode, errorMessageKey, errorStatus } from "../../domain/errors.ts";
import type { Locale } from "../../domain/locale.ts";
import { translate } from "../i18n/translate.server.ts";

/** The one error answer of the API: `{ success: false, error: { code, message, detail? } }`. */
export function errorBody(code: ErrorCode, locale: Locale, detail?: string) {
  return {
    success: false as const,
    error: { code: apiErrorCode(code), message: translate(locale, errorMessageKey(code)), ...(detail ? { detail } : {}) },
  };
}

export function sendError(res: Response, code: ErrorCode, detail?: string): void {
  res.status(errorStatus(code)).json(errorBody(code, res.locals.locale as Locale, detail));
}
