import { eq } from "drizzle-orm";
import type { PlanPricesInput } from "../../domain/admin.ts";
import { plans } from "../db/schema.ts";
import { AppError } from "../errors.server.ts";
import { db } from "../runtime.server.ts";
import { requireAdmin } from "./require-admin.server.ts";

/**
 * An admin sets a plan's prices and duration. The /price pages read the same
 * row; listings already approved keep the expiry they were given.
 */
export async function updatePlan(adminId: string, input: PlanPricesInput): Promise<void> {
  await db().transaction(async (tx) => {
    await requireAdmin(tx, adminId);
    const updated = await tx
      .update(plans)
      .set({ rentalPriceUsd: input.rentalPriceUsd, salePriceUsd: input.salePriceUsd, durationDays: input.durationDays })
      .where(eq(plans.id, input.planId))
      .returning({ id: plans.id });
    if (!updated.length) throw new AppError("not_found");
  });
}
