import { and, eq, gt } from "drizzle-orm";
import { type EndTenancyInput, owedAtEnd, settleDeposit } from "../../domain/tenancy.ts";
import { decimalText, money, toMinor } from "../../domain/money.ts";
import type { Currency } from "../../domain/listing.ts";
import { accounts, rentCharges, rentPayments } from "../db/schema.ts";
import { AppError } from "../errors.server.ts";
import { db } from "../runtime.server.ts";
import { applyRentPaymentMoveIn } from "./apply-rent-payment-move.server.ts";
import { chargeLine, paidTotalOf } from "./rent-account.server.ts";
import { accountOfTenant } from "./tenant-account.server.ts";
import { requireLandlordOf } from "./tenancy-access.server.ts";
import { recordNotice } from "./tenancy-notices.server.ts";

/**
 * The landlord ends a tenant's tenancy on a date (today, past or future): no period starting after
 * it is charged (one charged ahead is removed), the last one for its days only; from that day the former tenant reads their account, receipts and files for two years
 * (decision 0028) and changes nothing. The deposit is settled in the same transaction (decision
 * 0052): what goes to arrears is a confirmed payment "from the deposit" with its receipt; what is
 * kept (and why) and what is returned stay on the account, for both to read.
 */
export async function endTenancy(
  landlordId: string,
  propertyId: string,
  tenantId: string,
  end: Omit<EndTenancyInput, "tenantId">,
  now = new Date(),
): Promise<void> {
  await db().transaction(async (tx) => {
    await requireLandlordOf(landlordId, propertyId, tx);
    const account = await accountOfTenant(tx, propertyId, tenantId, true);
    if (account.endedOn) throw new AppError("tenancy_ended");
    const { endedOn } = end;
    // Periods charged ahead that start after the end are not owed; the one the end falls in is
    // charged for the days of the tenancy (decision 0077).
    await tx.delete(rentCharges).where(and(eq(rentCharges.accountId, account.id), gt(rentCharges.periodStart, endedOn)));
    const unit = account.unit as Currency;
    const [charges, payments] = await Promise.all([
      tx.select().from(rentCharges).where(eq(rentCharges.accountId, account.id)),
      tx
        .select()
        .from(rentPayments)
        .where(and(eq(rentPayments.accountId, account.id), eq(rentPayments.status, "confirmed"))),
    ]);
    // What the tenant owes for the whole tenancy: every charge up to the end, due or not yet.
    const { owed, prorated } = owedAtEnd(
      charges.map((charge) => chargeLine(charge, unit)),
      paidTotalOf(payments, unit),
      endedOn,
    );
    if (prorated) await tx.update(rentCharges).set({ periodEnd: prorated.periodEnd, amount: prorated.amount.minor }).where(eq(rentCharges.id, prorated.id));
    // The typed amount kept (validated to whole cents by `endTenancySchema`) in minor units.
    const settlement = settleDeposit(money(account.deposit ?? 0, unit), end.depositOutcome, money(toMinor(end.depositKept ?? 0), unit), owed);
    if (!settlement) throw new AppError("deposit_kept_too_much", "depositKept");
    await tx
      .update(accounts)
      .set({
        endedOn,
        depositReturned: settlement.returned.minor,
        depositKept: settlement.kept.minor,
        depositKeptReason: settlement.kept.minor ? (end.depositKeptReason ?? "") : null,
      })
      .where(eq(accounts.id, account.id));
    if (settlement.applied.minor > 0)
      await applyRentPaymentMoveIn(tx, {
        move: "record",
        by: "landlord",
        payment: { accountId: account.id, paidOn: endedOn, amount: settlement.applied.minor, unit, method: "deposit", recordedBy: landlordId },
        now,
      });
    await recordNotice(tx, {
      propertyId,
      userId: tenantId,
      kind: "tenancy_ended",
      detail: { endedOn, applied: decimalText(settlement.applied), kept: decimalText(settlement.kept), returned: decimalText(settlement.returned) },
    });
  });
}
