import { toMinor } from "../../../domain/money.ts";
import { addLedgerEntry } from "../../credits/add-ledger-entry.server.ts";
import { nextReceiptNumber } from "../../money/receipt-number.server.ts";
import type { Executor, Transaction } from "../client.server.ts";
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

/**
 * Credits a user is buying by bank transfer, waiting for the admin's desk: the payment as
 * makePayment leaves it (pending, no receipt yet). Shared by the demo seed and the tests: the
 * payments the API's confirmPayment and rejectPayment examples answer.
 */
export async function createPendingCreditPurchase(
  tx: Transaction,
  input: { id: string; reference: string; userId: string; amountUsd: number; now?: Date },
): Promise<void> {
  const now = input.now ?? new Date();
  await tx.insert(payments).values({
    id: input.id,
    userId: input.userId,
    amount: input.amountUsd,
    currency: "USD",
    amountCents: toMinor(input.amountUsd),
    lbpPerUsd: 89_500,
    provider: "manual",
    method: "bank_transfer",
    status: "pending",
    idempotencyKey: `seed:${input.id}`,
    reference: input.reference,
    createdAt: now,
  });
}

/** A payment of $25 in cash waiting for an admin, as a payer leaves it at /credits (BTN-XXXX-XXXX). */
export async function createPendingCashPayment(db: Executor, userId: string) {
  const part = () => Array.from({ length: 4 }, () => "23456789ABCDEFGHJKLMNPQRSTUVWXYZ"[Math.floor(Math.random() * 32)]).join("");
  const reference = `BTN-${part()}-${part()}`;
  const [payment] = await db
    .insert(payments)
    .values({
      userId,
      amount: 25,
      amountCents: 2_500,
      lbpPerUsd: 89_500,
      currency: "USD",
      provider: "manual",
      method: "cash",
      idempotencyKey: reference,
      reference,
    })
    .returning();
  return payment!;
}
