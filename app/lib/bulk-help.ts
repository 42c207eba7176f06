import type { TranslateFunction } from "#domain/i18n/i18n.ts";
import { type BulkColumn, COLUMN_CHOICES, REQUIRED_COLUMNS } from "#domain/bulk-sheet.ts";

const LISTS = new Set<BulkColumn>(["special", "paymentMethod", "contactMethod"]);

/** What to write in a column of the bulk sheet: shown on /bulk and in the Excel template's Help sheet. */
export function columnHelp(t: TranslateFunction, column: BulkColumn): string {
  const choices = COLUMN_CHOICES[column];
  return [
    t(`bulk.columns.${column}`),
    REQUIRED_COLUMNS.includes(column) ? t("bulk.required") : "",
    choices ? t(LISTS.has(column) ? "bulk.allowedList" : "bulk.allowedValues", { values: choices.join(", ") }) : "",
  ]
    .filter(Boolean)
    .join(" ");
}
