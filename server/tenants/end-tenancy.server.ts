import { and, eq, gt } from "drizzle-orm";
import { accounts, rentCharges } from "../db/schema.ts";
import { AppError } from "../errors.server.ts";
import { db } from "../runtime.server.ts";
import { accountOfTenant } from "./tenant-account.server.ts";
import { requireLandlordOf } from "./tenancy-access.server.ts";
import { recordNotice } from "./tenancy-notices.server.ts";

/**
 * The landlord ends a tenant's tenancy on a date (today, past or future): no period starting after
 * it is charged (one charged ahead is removed); from that day the former tenant reads their account, receipts and files for two years
 * (decision 0028) and changes nothing.
 */
export async function endTenancy(landlordId: string, propertyId: string, tenantId: string, endedOn: string): Promise<void> {
  await db().transaction(async (tx) => {
    await requireLandlordOf(landlordId, propertyId, tx);
    const account = await accountOfTenant(tx, propertyId, tenantId, true);
    if (account.endedOn) throw new AppError("tenancy_ended");
    await tx.update(accounts).set({ endedOn }).where(eq(accounts.id, account.id));
    // Periods charged ahead that start after the end are not owed.
    await tx.delete(rentCharges).where(and(eq(rentCharges.accountId, account.id), gt(rentCharges.periodStart, endedOn)));
    await recordNotice(tx, { propertyId, userId: tenantId, kind: "tenancy_ended", detail: { endedOn } });
  });
}
