import { dateFormat } from "#domain/intl.ts";
import { BEIRUT } from "#domain/days.ts";

/**
 * Dates of listings in Lebanon's time zone, so the server's rendering and the
 * browser's agree whatever the visitor's clock says.
 */
export function formatDate(date: Date, locale: string): string {
  return dateFormat(locale, { dateStyle: "medium", timeZone: BEIRUT }).format(date);
}
