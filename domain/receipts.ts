// Receipts of credit payments and of rent: one numbering rule (server/money/receipt-number.server.ts)
// and one printed form, a series' prefix and its number padded to the series' width.

/**
 * A receipt series: every credit or plan payment shares one, printed R-000042; each rent account has
 * its own, printed with its property's code, ABC-0007. The two forms stay as they were (numbers
 * already printed on paper must not change); each is read in its own place, a tenancy's receipts
 * next to its property's reference.
 */
export type ReceiptSeries = { kind: "credits" } | { kind: "rent"; accountId: string };

function printedReceiptNumber(prefix: string, receiptNumber: number, digits: number): string {
  return `${prefix}-${String(receiptNumber).padStart(digits, "0")}`;
}

/** A credit payment's receipt number as printed: R-000042. */
export function formatReceiptNumber(receiptNumber: number): string {
  return printedReceiptNumber("R", receiptNumber, 6);
}

/** A rent receipt's number as printed: the property's reference (or short id) and the account's sequence. */
export function receiptLabel(propertyCode: string, receiptNumber: number): string {
  return printedReceiptNumber(propertyCode, receiptNumber, 4);
}
