import { asc, eq } from "drizzle-orm";
import type { PlanId, PlanView } from "../../domain/plans.ts";
import { plans } from "../db/schema.ts";
import { db } from "../runtime.server.ts";

/** Active plans, Free first. */
export async function listPlans(): Promise<PlanView[]> {
  const rows = await db()
    .select({
      id: plans.id,
      name: plans.name,
      searchPriority: plans.searchPriority,
      durationDays: plans.durationDays,
      rentalPriceUsd: plans.rentalPriceUsd,
      salePriceUsd: plans.salePriceUsd,
    })
    .from(plans)
    .where(eq(plans.active, true))
    .orderBy(asc(plans.searchPriority));
  return rows.map((row) => ({ ...row, id: row.id as PlanId }));
}
