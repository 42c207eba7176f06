import { and, eq } from "drizzle-orm";
import { moveRentPayment, type RentPaymentMover, type RentPaymentStatus } from "../../domain/rent-payments.ts";
import type { Transaction } from "../db/client.server.ts";
import { accounts, rentPayments } from "../db/schema.ts";
import { AppError } from "../errors.server.ts";
import { nextReceiptNumber } from "../money/receipt-number.server.ts";

/** A rent payment's own columns, as whoever records it gives them (its status is the move's). */
export type NewRentPayment = Omit<typeof rentPayments.$inferInsert, "id" | "status" | "receiptNumber" | "confirmedAt" | "createdAt">;

export type RentPaymentMoveInput =
  | { move: "record" | "declare"; by: RentPaymentMover; payment: NewRentPayment; now?: Date }
  | { move: "confirm" | "reject"; by: RentPaymentMover; paymentId: string; propertyId: string; now?: Date };

function allowed(current: RentPaymentStatus | "new", input: RentPaymentMoveInput) {
  const result = moveRentPayment(current, input.move, input.by);
  if (!result.ok) throw new AppError(result.error);
  return result;
}

/** A payment that becomes confirmed takes the account's next receipt number. */
async function receiptFor(tx: Transaction, receipt: boolean, accountId: string, now: Date) {
  return receipt ? { receiptNumber: await nextReceiptNumber(tx, { kind: "rent", accountId }), confirmedAt: now } : null;
}

/**
 * The one way a rent payment gets or changes its status, inside the caller's transaction (which
 * has checked who the mover is to the listing): an existing payment of the listing locked, the
 * move checked against the table of allowed moves (domain/rent-payments.ts), the row written.
 */
export async function applyRentPaymentMoveIn(tx: Transaction, input: RentPaymentMoveInput): Promise<{ id: string; receiptNumber: number | null }> {
  const now = input.now ?? new Date();
  if ("payment" in input) {
    const result = allowed("new", input);
    const receipt = await receiptFor(tx, result.receipt, input.payment.accountId, now);
    const [created] = await tx
      .insert(rentPayments)
      .values({ ...input.payment, status: result.status, ...receipt })
      .returning({ id: rentPayments.id });
    return { id: created!.id, receiptNumber: receipt?.receiptNumber ?? null };
  }
  const [payment] = await tx
    .select({ id: rentPayments.id, status: rentPayments.status, accountId: rentPayments.accountId })
    .from(rentPayments)
    .innerJoin(accounts, eq(accounts.id, rentPayments.accountId))
    .where(and(eq(rentPayments.id, input.paymentId), eq(accounts.propertyId, input.propertyId)))
    .for("update", { of: rentPayments })
    .limit(1);
  if (!payment) throw new AppError("not_found");
  const result = allowed(payment.status as RentPaymentStatus, input);
  const receipt = await receiptFor(tx, result.receipt, payment.accountId, now);
  await tx
    .update(rentPayments)
    .set({ status: result.status, ...receipt })
    .where(eq(rentPayments.id, payment.id));
  return { id: payment.id, receiptNumber: receipt?.receiptNumber ?? null };
}
