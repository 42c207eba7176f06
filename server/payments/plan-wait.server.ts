import { and, eq } from "drizzle-orm";
import type { Executor } from "../db/client.server.ts";
import { planWaits } from "../db/schema.ts";
import { db } from "../runtime.server.ts";

/**
 * Remembers the plan an owner chose for a listing without enough credits, so that paying for the
 * listing (makePayment with PropertyID) buys that plan. The latest choice wins.
 */
export async function recordPlanWait(input: { userId: string; propertyId: string; planId: string }, executor: Executor = db()): Promise<void> {
  await executor
    .insert(planWaits)
    .values(input)
    .onConflictDoUpdate({ target: planWaits.propertyId, set: { userId: input.userId, planId: input.planId, createdAt: new Date() } });
}

/** The plan the user's listing waits for, or null. */
export async function planWaitFor(userId: string, propertyId: string, executor: Executor = db()): Promise<string | null> {
  const [row] = await executor
    .select({ planId: planWaits.planId })
    .from(planWaits)
    .where(and(eq(planWaits.propertyId, propertyId), eq(planWaits.userId, userId)));
  return row?.planId ?? null;
}
