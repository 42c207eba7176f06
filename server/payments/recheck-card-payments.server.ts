import { and, asc, eq, lt } from "drizzle-orm";
import { payments } from "../db/schema.ts";
import { db, runtime } from "../runtime.server.ts";
import { cardGatewayConfig, FAILED_ORDER_STATES, orderPaysFor, retrieveOrder } from "./card-gateway.server.ts";
import { applyPaymentMove } from "./apply-payment-move.server.ts";
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
      if (await settleCardPayment(payment.id, "confirm")) outcome.confirmed++;
    } else if (order !== null && FAILED_ORDER_STATES.includes(order.status)) {
      if (await settleCardPayment(payment.id, "fail")) outcome.failed++;
    } else if (order === null && payment.createdAt.getTime() <= now.getTime() - ABANDONED_AFTER_MS) {
      if (await settleCardPayment(payment.id, "cancel")) outcome.cancelled++;
    }
  }
  return outcome;
}

/**
 * Settles a card payment still pending as the gateway says (a return address or this job may have
 * settled it meanwhile: then nothing happens). Answers whether this call settled it.
 */
export async function settleCardPayment(paymentId: string, move: "confirm" | "fail" | "cancel"): Promise<boolean> {
  return (await applyPaymentMove({ paymentId, actor: { kind: "gateway" }, move: { type: move } })).ok;
}
