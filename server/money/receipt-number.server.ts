import { eq, max, sql } from "drizzle-orm";
import type { ReceiptSeries } from "../../domain/receipts.ts";
import type { Transaction } from "../db/client.server.ts";
import { payments, rentPayments } from "../db/schema.ts";

/**
 * The one numbering rule for receipts (domain/receipts.ts): the series' last number plus one, taken
 * under a lock the confirming transaction holds until it ends, so two confirmations at once never
 * share a number, and a rolled-back one gives its number back (no gaps).
 */
export async function nextReceiptNumber(tx: Transaction, series: ReceiptSeries): Promise<number> {
  const lock = series.kind === "credits" ? "beitna:receipt-number" : `beitna:rent-receipt:${series.accountId}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${lock}))`);
  const [row] =
    series.kind === "credits"
      ? await tx.select({ last: max(payments.receiptNumber) }).from(payments)
      : await tx
          .select({ last: max(rentPayments.receiptNumber) })
          .from(rentPayments)
          .where(eq(rentPayments.accountId, series.accountId));
  return (row?.last ?? 0) + 1;
}
