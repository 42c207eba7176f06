import { eq } from "drizzle-orm";
import { toDecimal } from "../../domain/money.ts";
import { formatReceiptNumber } from "../../domain/receipts.ts";
import { isLocale } from "../../domain/locale.ts";
import { payments, users } from "../db/schema.ts";
import { publicUrl } from "../env.server.ts";
import { queueMail } from "../mail/queue-mail.server.ts";
import { db, runtime } from "../runtime.server.ts";

/**
 * Tells the payer, in their language, that a payment was confirmed (with its receipt) or rejected
 * (with the reason). Called after the decision commits.
 */
export async function mailPaymentOutcome(paymentId: string, kind: "payment-receipt" | "payment-rejected"): Promise<void> {
  const [row] = await db()
    .select({ payment: payments, email: users.email, firstName: users.firstName, locale: users.locale, deletedAt: users.deletedAt })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .where(eq(payments.id, paymentId));
  if (!row || row.deletedAt) return;
  const base = publicUrl(runtime().env);
  const paid = { name: row.firstName, amount: toDecimal(row.payment.amountCents), currency: "USD", paymentReference: row.payment.reference } as const;
  await queueMail({
    to: row.email,
    locale: isLocale(row.locale) ? row.locale : "en",
    ...(kind === "payment-receipt"
      ? { kind, data: { ...paid, url: `${base}/credits/receipts/${paymentId}`, receiptNumber: formatReceiptNumber(row.payment.receiptNumber ?? 0) } }
      : { kind, data: { ...paid, url: `${base}/credits`, reason: row.payment.rejectionReason ?? "" } }),
  });
}
