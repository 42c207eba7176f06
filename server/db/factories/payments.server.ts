import { toMinor } from "../../../domain/money.ts";
import { addLedgerEntry } from "../../credits/add-ledger-entry.server.ts";
import { nextReceiptNumber } from "../../money/receipt-number.server.ts";
import type { Transaction } from "../client.server.ts";
import { payments } from "../schema.ts";

/**
 * Credits a user bought by bank transfer, already confirmed: the payment with its receipt number
 * and the ledger's purchase line, as an admin's confirmation leaves them (without its mail and
 * notification). Shared by the demo seed and the tests: the credits the API's examples spend.
 */
export async function createConfirmedCreditPurchase(
  tx: Transaction,
  input: { id: string; reference: string; userId: string; amountUsd: number; confirmedBy: string | null; now?: Date },
): Promise<{ receiptNumber: number }> {
  const now = input.now ?? new Date();
  const receiptNumber = await nextReceiptNumber(tx, { kind: "credits" });
  const amountCents = toMinor(input.amountUsd);
  await tx.insert(payments).values({
    id: input.id,
    userId: input.userId,
    amount: input.amountUsd,
    currency: "USD",
    amountCents,
    lbpPerUsd: 89_500,
    provider: "manual",
    method: "bank_transfer",
    status: "confirmed",
    idempotencyKey: `seed:${input.id}`,
    reference: input.reference,
    receiptNumber,
    confirmedBy: input.confirmedBy,
    confirmedAt: now,
    createdAt: now,
  });
  await addLedgerEntry(tx, { userId: input.userId, amountCents, kind: "purchase", paymentId: input.id, now });
  return { receiptNumber };
}
