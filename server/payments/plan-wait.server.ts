import { and, desc, eq } from "drizzle-orm";
import { toMinor } from "../../domain/money.ts";
import { planPriceFor } from "../../domain/dashboard.ts";
import type { PlanWait } from "../../domain/plan-payment.ts";
import type { Executor } from "../db/client.server.ts";
import { plans, planWaits, properties } from "../db/schema.ts";
import { db } from "../runtime.server.ts";

/**
 * Remembers the plan an owner chose for a listing without enough credits, so that paying for the
 * listing (makePayment with PropertyID) buys that plan. The latest choice wins.
 */
export async function recordPlanWait(input: { userId: string; propertyId: string; planId: string; periods: number }, executor: Executor = db()): Promise<void> {
  await executor
    .insert(planWaits)
    .values(input)
    .onConflictDoUpdate({ target: planWaits.propertyId, set: { userId: input.userId, planId: input.planId, periods: input.periods, createdAt: new Date() } });
}

/** The plan (and how many periods of it) the user's listing waits for, or null. */
export async function planWaitFor(userId: string, propertyId: string, executor: Executor = db()): Promise<{ planId: string; periods: number } | null> {
  const [row] = await executor
    .select({ planId: planWaits.planId, periods: planWaits.periods })
    .from(planWaits)
    .where(and(eq(planWaits.propertyId, propertyId), eq(planWaits.userId, userId)));
  return row ?? null;
}

/** The user's listings waiting for a plan, with what that plan costs them now (for /credits). */
export async function userPlanWaits(userId: string): Promise<PlanWait[]> {
  const rows = await db()
    .select({ propertyId: planWaits.propertyId, periods: planWaits.periods, title: properties.title, listingType: properties.listingType, plan: plans })
    .from(planWaits)
    .innerJoin(properties, and(eq(properties.id, planWaits.propertyId), eq(properties.ownerId, userId), eq(properties.isDeleted, false)))
    .innerJoin(plans, eq(plans.id, planWaits.planId))
    .where(eq(planWaits.userId, userId))
    .orderBy(desc(planWaits.createdAt));
  return rows.map((row) => ({
    propertyId: row.propertyId,
    title: row.title,
    planId: row.plan.id,
    planName: row.plan.name,
    periods: row.periods,
    priceCents: toMinor(planPriceFor(row.plan, row.listingType === "Sale" ? "Sale" : "Rental")) * row.periods,
  }));
}
