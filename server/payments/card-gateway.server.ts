import { parseMinor, toMinor } from "../../domain/money.ts";
import type { Env } from "../env.server.ts";

/**
 * Mastercard Payment Gateway (areeba in Lebanon), Hosted Checkout: the server creates a checkout
 * session (`INITIATE_CHECKOUT`), the payer pays on the gateway's own page, and the server asks
 * the gateway for the order before crediting anything. REST, JSON, HTTP Basic auth as
 * `merchant.<merchant id>:<API password>`.
 */
export interface CardGatewayConfig {
  baseUrl: string;
  merchantId: string;
  password: string;
  apiVersion: number;
  merchantName: string;
}

/** The configuration when every variable is set; without it the card option is hidden. */
export function cardGatewayConfig(config: Env): CardGatewayConfig | null {
  if (!config.CARD_GATEWAY_URL || !config.CARD_GATEWAY_MERCHANT_ID || !config.CARD_GATEWAY_API_PASSWORD) return null;
  return {
    baseUrl: config.CARD_GATEWAY_URL.replace(/\/$/, ""),
    merchantId: config.CARD_GATEWAY_MERCHANT_ID,
    password: config.CARD_GATEWAY_API_PASSWORD,
    apiVersion: config.CARD_GATEWAY_API_VERSION,
    merchantName: config.CARD_GATEWAY_MERCHANT_NAME,
  };
}

export class CardGatewayError extends Error {}

export interface CheckoutSession {
  sessionId: string;
  successIndicator: string;
}

/** What the gateway knows of an order: `CAPTURED` (paid, with PURCHASE) and the amount taken. */
export interface GatewayOrder {
  status: string;
  amount: string;
  currency: string;
  totalCapturedAmount: number;
}

const TIMEOUT_MS = 15_000;

function merchantUrl(gateway: CardGatewayConfig, path: string): string {
  return `${gateway.baseUrl}/api/rest/version/${gateway.apiVersion}/merchant/${encodeURIComponent(gateway.merchantId)}${path}`;
}

async function call(gateway: CardGatewayConfig, method: "GET" | "POST", path: string, body?: unknown): Promise<Record<string, unknown>> {
  const authorization = `Basic ${Buffer.from(`merchant.${gateway.merchantId}:${gateway.password}`).toString("base64")}`;
  let response: Response;
  try {
    response = await fetch(merchantUrl(gateway, path), {
      method,
      headers: { authorization, accept: "application/json", ...(body ? { "content-type": "application/json" } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new CardGatewayError(`The card gateway did not answer: ${(error as Error).message}`);
  }
  const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) throw new CardGatewayError(`The card gateway answered ${response.status}: ${JSON.stringify(answer.error ?? answer)}`);
  return answer;
}

/** The gateway's hosted payment page for a session (where Checkout.showPaymentPage() goes). */
export function hostedPaymentPageUrl(gateway: CardGatewayConfig, sessionId: string): string {
  return `${gateway.baseUrl}/checkout/pay/${encodeURIComponent(sessionId)}?checkoutVersion=1.0.0`;
}

/** INITIATE_CHECKOUT for one PURCHASE of `amount` (two decimals) in `currency`; `orderId` is our payment id. */
export async function initiateCheckout(
  gateway: CardGatewayConfig,
  order: { id: string; amount: string; currency: string; description: string; returnUrl: string; cancelUrl: string },
): Promise<CheckoutSession> {
  const answer = await call(gateway, "POST", "/session", {
    apiOperation: "INITIATE_CHECKOUT",
    interaction: {
      operation: "PURCHASE",
      returnUrl: order.returnUrl,
      cancelUrl: order.cancelUrl,
      merchant: { name: gateway.merchantName },
      displayControl: { billingAddress: "HIDE", shipping: "HIDE" },
    },
    order: { id: order.id, amount: order.amount, currency: order.currency, description: order.description },
  });
  const session = answer.session as { id?: unknown } | undefined;
  if (answer.result !== "SUCCESS" || typeof session?.id !== "string" || typeof answer.successIndicator !== "string") {
    throw new CardGatewayError(`The card gateway refused the checkout: ${JSON.stringify(answer)}`);
  }
  return { sessionId: session.id, successIndicator: answer.successIndicator };
}

/** Retrieve Order; null when the gateway has no such order (the payer never paid). */
export async function retrieveOrder(gateway: CardGatewayConfig, orderId: string): Promise<GatewayOrder | null> {
  let answer: Record<string, unknown>;
  try {
    answer = await call(gateway, "GET", `/order/${encodeURIComponent(orderId)}`);
  } catch (error) {
    if (error instanceof CardGatewayError && /answered (400|404)/.test(error.message)) return null;
    throw error;
  }
  return {
    status: String(answer.status ?? ""),
    amount: String(answer.amount ?? ""),
    currency: String(answer.currency ?? ""),
    totalCapturedAmount: Number(answer.totalCapturedAmount ?? 0),
  };
}

/** The gateway's states of an order that will never be paid. */
export const FAILED_ORDER_STATES = ["FAILED", "CANCELLED", "DECLINED"];

/** Whether the gateway's order is the payment, paid: captured, in its currency, for its whole amount. */
export function orderPaysFor(order: GatewayOrder | null, payment: { currency: string; amount: number }): boolean {
  return (
    order !== null && order.status === "CAPTURED" && order.currency === payment.currency && parseMinor(order.totalCapturedAmount) === toMinor(payment.amount)
  );
}
