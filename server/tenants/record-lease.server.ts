import { eq } from "drizzle-orm";
import type { Lease } from "../../domain/tenancy.ts";
import { toMinor } from "../../domain/money.ts";
import { accounts } from "../db/schema.ts";
import { AppError } from "../errors.server.ts";
import { db } from "../runtime.server.ts";
import { createChargesForAccount } from "./create-rent-charges.server.ts";
import { accountOfTenant } from "./tenant-account.server.ts";
import { requireLandlordOf } from "./tenancy-access.server.ts";

/**
 * The landlord records (or corrects) a tenant's lease; the periods already due are charged at
 * once, the later ones by the daily charges job. Charges made before a correction keep their amount.
 */
export async function recordLease(landlordId: string, propertyId: string, tenantId: string, lease: Lease, now = new Date()): Promise<void> {
  await db().transaction(async (tx) => {
    await requireLandlordOf(landlordId, propertyId, tx);
    const account = await accountOfTenant(tx, propertyId, tenantId, true);
    if (account.endedOn) throw new AppError("tenancy_ended");
    const [updated] = await tx
      .update(accounts)
      .set({
        leaseStart: lease.leaseStart,
        leaseEnd: lease.leaseEnd,
        // The typed amounts (validated to whole cents) as the columns keep them: minor units.
        rentAmount: toMinor(lease.rentAmount),
        unit: lease.unit,
        paymentFrequency: lease.paymentFrequency,
        dueDay: lease.dueDay,
        deposit: toMinor(lease.deposit),
      })
      .where(eq(accounts.id, account.id))
      .returning();
    await createChargesForAccount(tx, updated!, now);
  });
}
