import { and, eq } from "drizzle-orm";
import { isId } from "../../domain/ids.ts";
import { accounts, rentPayments } from "../db/schema.ts";
import { AppError } from "../errors.server.ts";
import { db } from "../runtime.server.ts";
import { nextReceiptNumber } from "../money/receipt-number.server.ts";
import { requireLandlordOf } from "./tenancy-access.server.ts";

/** The landlord confirms a declared payment (it gets its receipt number) or rejects it. */
export async function reviewRentPayment(
  landlordId: string,
  propertyId: string,
  paymentId: string,
  decision: "confirm" | "reject",
  now = new Date(),
): Promise<void> {
  if (!isId(paymentId)) throw new AppError("not_found");
  await db().transaction(async (tx) => {
    await requireLandlordOf(landlordId, propertyId, tx);
    const [payment] = await tx
      .select({ id: rentPayments.id, status: rentPayments.status, accountId: rentPayments.accountId })
      .from(rentPayments)
      .innerJoin(accounts, eq(accounts.id, rentPayments.accountId))
      .where(and(eq(rentPayments.id, paymentId), eq(accounts.propertyId, propertyId)))
      .for("update", { of: rentPayments })
      .limit(1);
    if (!payment) throw new AppError("not_found");
    if (payment.status !== "declared") throw new AppError("payment_not_pending");
    if (decision === "reject") {
      await tx.update(rentPayments).set({ status: "rejected" }).where(eq(rentPayments.id, paymentId));
      return;
    }
    const receiptNumber = await nextReceiptNumber(tx, { kind: "rent", accountId: payment.accountId });
    await tx.update(rentPayments).set({ status: "confirmed", receiptNumber, confirmedAt: now }).where(eq(rentPayments.id, paymentId));
  });
}
