import { eq } from "drizzle-orm";
import type { PlanPricesInput } from "../../domain/admin.ts";
import { recordAdminAction } from "../audit/record-admin-action.server.ts";
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
    const terms = { rentalPriceUsd: plans.rentalPriceUsd, salePriceUsd: plans.salePriceUsd, durationDays: plans.durationDays };
    const [before] = await tx.select(terms).from(plans).where(eq(plans.id, input.planId)).for("update");
    if (!before) throw new AppError("not_found");
    const [after] = await tx
      .update(plans)
      .set({ rentalPriceUsd: input.rentalPriceUsd, salePriceUsd: input.salePriceUsd, durationDays: input.durationDays })
      .where(eq(plans.id, input.planId))
      .returning(terms);
    await recordAdminAction(tx, { adminId, kind: "plan_updated", record: { type: "plan", id: input.planId }, before, after: after ?? null });
  });
}
