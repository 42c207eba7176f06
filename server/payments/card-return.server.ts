import { timingSafeEqual } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { type PaymentStatus } from "../../domain/payments.ts";
import { payments } from "../db/schema.ts";
import { AppError } from "../errors.server.ts";
import { db, runtime } from "../runtime.server.ts";
import { cardGatewayConfig, FAILED_ORDER_STATES, orderPaysFor, retrieveOrder } from "./card-gateway.server.ts";
import { settleCardPayment } from "./recheck-card-payments.server.ts";

const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * The payer's browser is back from the gateway's page. Nothing in the address is trusted on its
 * own: the `resultIndicator` must equal the `successIndicator` the session was created with, AND
 * the gateway, asked server-to-server, must have the order captured for the full amount. Then the
 * payment is confirmed (once, whatever replays follow). A cancelled checkout, or an order the
 * gateway never took, leaves nothing but a cancelled payment.
 */
export async function completeCardReturn(input: {
  userId: string;
  paymentId: string;
  resultIndicator: string | null;
  cancelled: boolean;
}): Promise<PaymentStatus> {
  const [payment] = await db()
    .select()
    .from(payments)
    .where(and(eq(payments.id, input.paymentId), eq(payments.userId, input.userId), eq(payments.provider, "card")));
  if (!payment) throw new AppError("not_found");
  if (payment.status !== "pending") return payment.status as PaymentStatus;
  const gateway = cardGatewayConfig(runtime().env);
  if (!gateway) throw new AppError("card_unavailable");

  const order = await retrieveOrder(gateway, payment.id).catch(() => {
    throw new AppError("card_gateway_unavailable");
  });
  const paid = orderPaysFor(order, payment);
  const indicatorMatches = input.resultIndicator !== null && payment.successIndicator !== null && sameText(input.resultIndicator, payment.successIndicator);

  if (paid && (indicatorMatches || input.cancelled)) {
    // A capture the gateway reports is money taken: credit it even when the browser came back by Cancel.
    await settleCardPayment(payment.id, "confirm");
    return "confirmed";
  }
  if (input.cancelled || (order !== null && FAILED_ORDER_STATES.includes(order.status))) {
    await settleCardPayment(payment.id, input.cancelled ? "cancel" : "fail");
    return input.cancelled ? "cancelled" : "failed";
  }
  // A return whose indicator does not match, or an order not (yet) captured: nothing changes.
  return "pending";
}
