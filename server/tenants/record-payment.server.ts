import type { PaymentInput } from "../../domain/tenancy.ts";
import { toMinor } from "../../domain/money.ts";
import type { Transaction } from "../db/client.server.ts";
import { currentLbpPerUsd } from "../money/exchange-rate.server.ts";
import { db } from "../runtime.server.ts";
import { applyRentPaymentMoveIn } from "./apply-rent-payment-move.server.ts";
import { accountOfTenant } from "./tenant-account.server.ts";
import { requireLandlordOf } from "./tenancy-access.server.ts";

/**
 * What a rent payment row says of the payment, whoever records it. The LBP per USD kept on it: the
 * one given, else (for a payment in another currency than the account's, or any LBP payment) the
 * site's current rate.
 */
export async function paymentColumns(tx: Transaction, payment: PaymentInput, account: { id: string; unit: string }) {
  const lbpPerUsd = payment.lbpPerUsd ?? (payment.unit === "USD" && account.unit === "USD" ? null : await currentLbpPerUsd(tx));
  return {
    accountId: account.id,
    paidOn: payment.paidOn,
    // The typed amount (validated to whole cents) as the column keeps it: minor units.
    amount: toMinor(payment.amount),
    unit: payment.unit,
    lbpPerUsd,
    method: payment.method,
    chequeNumber: payment.method === "cheque" ? (payment.chequeNumber ?? null) : null,
    chequeDate: payment.method === "cheque" ? (payment.chequeDate ?? null) : null,
    note: payment.note ?? "",
  };
}

/** The landlord records a payment received (backdated allowed): confirmed at once, with its receipt number. */
export async function recordPayment(
  landlordId: string,
  propertyId: string,
  tenantId: string,
  payment: PaymentInput,
  now = new Date(),
): Promise<{ id: string; receiptNumber: number }> {
  return db().transaction(async (tx) => {
    await requireLandlordOf(landlordId, propertyId, tx);
    const account = await accountOfTenant(tx, propertyId, tenantId, true);
    const recorded = await applyRentPaymentMoveIn(tx, {
      move: "record",
      by: "landlord",
      payment: { ...(await paymentColumns(tx, payment, account)), recordedBy: landlordId },
      now,
    });
    return { id: recorded.id, receiptNumber: recorded.receiptNumber! };
  });
}
