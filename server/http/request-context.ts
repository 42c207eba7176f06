import { createContext } from "react-router";
import type { Locale } from "#domain/locale.ts";

/** Per-request values the Express layer hands to every loader and action. */
export interface RequestValues {
  requestId: string;
  cspNonce: string;
  locale: Locale;
  /** The client's address as Express sees it (behind trusted proxies). */
  clientAddress: string;
}

export const requestContext = createContext<RequestValues>();
