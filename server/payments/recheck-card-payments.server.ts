import { and, asc, eq, lt } from "drizzle-orm";
import { payments } from "../db/schema.ts";
import { db, runtime } from "../runtime.server.ts";
import { cardGatewayConfig, FAILED_ORDER_STATES, orderPaysFor, retrieveOrder } from "./card-gateway.server.ts";
import { confirmPayment } from "./confirm-payment.server.ts";
import { DAY_MS } from "../../domain/days.ts";

/** A card payment is left to its return address this long before the gateway is asked about it. */
export const RECHECK_AFTER_MS = 15 * 60_000;
/** A checkout the gateway has no order for this long after it started was abandoned. */
export const ABANDONED_AFTER_MS = DAY_MS;
const BATCH = 200;

export interface RecheckOutcome {
  confirmed: number;
  failed: number;
  cancelled: number;
}

/**
 * Card payments whose payer never came back from the gateway's page (a closed tab, a lost
 * connection on the way back): the gateway, asked server-to-server as the return address does,
 * settles them. An order captured for the full amount is confirmed (the credits and the receipt
 * follow, once); one the gateway failed, failed; no order a day after the checkout, cancelled.
 * Anything else (the gateway still working on it) is asked again next time. A gateway that does
 * not answer ends the run (the job's error), the payments left as they were.
 */
export async function recheckCardPayments(now = new Date()): Promise<RecheckOutcome> {
  const outcome: RecheckOutcome = { confirmed: 0, failed: 0, cancelled: 0 };
  const gateway = cardGatewayConfig(runtime().env);
  if (!gateway) return outcome;
  const waiting = await db()
    .select()
    .from(payments)
    .where(and(eq(payments.status, "pending"), eq(payments.provider, "card"), lt(payments.createdAt, new Date(now.getTime() - RECHECK_AFTER_MS))))
    .orderBy(asc(payments.createdAt))
    .limit(BATCH);
  for (const payment of waiting) {
    const order = await retrieveOrder(gateway, payment.id);
    if (orderPaysFor(order, payment)) {
      if (await confirmPayment(payment.id, null)) outcome.confirmed++;
    } else if (order !== null && FAILED_ORDER_STATES.includes(order.status)) {
      if (await endPendingPayment(payment.id, "failed")) outcome.failed++;
    } else if (order === null && payment.createdAt.getTime() <= now.getTime() - ABANDONED_AFTER_MS) {
      if (await endPendingPayment(payment.id, "cancelled")) outcome.cancelled++;
    }
  }
  return outcome;
}

/** Ends a payment still pending (a return address may have settled it meanwhile). */
export async function endPendingPayment(paymentId: string, status: "failed" | "cancelled"): Promise<boolean> {
  const ended = await db()
    .update(payments)
    .set({ status })
    .where(and(eq(payments.id, paymentId), eq(payments.status, "pending")))
    .returning({ id: payments.id });
  return ended.length > 0;
}
