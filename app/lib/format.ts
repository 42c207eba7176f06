/**
 * Dates of listings in Lebanon's time zone, so the server's rendering and the
 * browser's agree whatever the visitor's clock says.
 */
export function formatDate(date: Date, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "Asia/Beirut" }).format(date);
}
