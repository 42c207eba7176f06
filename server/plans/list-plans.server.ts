import { asc, eq } from "drizzle-orm";
import type { PlanId } from "../../domain/plans.ts";
import { plans } from "../db/schema.ts";
import { db } from "../runtime.server.ts";

export interface PlanView {
  id: PlanId;
  name: string;
  searchPriority: number;
  durationDays: number;
  rentalPriceUsd: number;
  salePriceUsd: number;
}

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
