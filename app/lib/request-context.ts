import { createContext } from "react-router";
import type { Locale } from "#domain/locale.ts";

/** Per-request values the Express layer hands to every loader and action. */
export interface RequestValues {
  requestId: string;
  cspNonce: string;
  locale: Locale;
}

export const requestContext = createContext<RequestValues>();
