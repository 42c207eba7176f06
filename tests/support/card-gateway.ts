import crypto from "node:crypto";
import http from "node:http";
import { freePort } from "./postgres.ts";

/**
 * A local Mastercard Payment Gateway speaking the Hosted Checkout protocol Beitna uses:
 * `POST /api/rest/version/{v}/merchant/{id}/session` (INITIATE_CHECKOUT, Basic auth
 * `merchant.{id}:{password}`), the hosted payment page `GET /checkout/pay/{sessionId}` with Pay and
 * Cancel buttons that send the browser back (returnUrl with `resultIndicator`, or cancelUrl), and
 * `GET /api/rest/version/{v}/merchant/{id}/order/{orderId}` (Retrieve Order).
 */
export interface GatewayOrder {
  id: string;
  amount: string;
  currency: string;
  status: "CAPTURED" | "FAILED";
  totalCapturedAmount: number;
}

interface Session {
  id: string;
  successIndicator: string;
  order: { id: string; amount: string; currency: string; description: string };
  returnUrl: string;
  cancelUrl: string;
}

export interface CardGateway {
  url: string;
  merchantId: string;
  password: string;
  /** What the server's env needs to use this gateway. */
  env: Record<string, string>;
  sessions: Map<string, Session>;
  orders: Map<string, GatewayOrder>;
  /** How many times the server asked for an order. */
  retrievals: () => number;
  /** Pays a session as the Pay button does; answers where the browser is sent back. */
  pay(sessionId: string): string;
  /** Cancels as the Cancel button does; answers where the browser is sent back. */
  cancel(sessionId: string): string;
  close(): Promise<void>;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export async function startCardGateway(): Promise<CardGateway> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const merchantId = "TESTBEITNA01";
  const password = crypto.randomBytes(12).toString("hex");
  const sessions = new Map<string, Session>();
  const orders = new Map<string, GatewayOrder>();
  let retrievals = 0;
  const expectedAuth = `Basic ${Buffer.from(`merchant.${merchantId}:${password}`).toString("base64")}`;

  const pay = (sessionId: string) => {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`No session ${sessionId}`);
    orders.set(session.order.id, { ...session.order, status: "CAPTURED", totalCapturedAmount: Number(session.order.amount) });
    const back = new URL(session.returnUrl);
    back.searchParams.set("resultIndicator", session.successIndicator);
    back.searchParams.set("sessionVersion", "1");
    return back.toString();
  };
  const cancel = (sessionId: string) => {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`No session ${sessionId}`);
    return session.cancelUrl;
  };

  const json = (res: http.ServerResponse, status: number, body: unknown) =>
    res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
  const api = new RegExp(`^/api/rest/version/(\\d+)/merchant/${merchantId}/(session|order/([^/?]+))$`);

  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? "/", url).pathname;
    const apiMatch = api.exec(path);
    if (apiMatch) {
      if (req.headers.authorization !== expectedAuth)
        return json(res, 401, { result: "ERROR", error: { cause: "INVALID_REQUEST", explanation: "Invalid credentials." } });
      if (apiMatch[2] === "session" && req.method === "POST") {
        let body = "";
        req.on("data", (chunk) => (body += chunk));
        req.on("end", () => {
          const request = JSON.parse(body || "{}");
          const order = request.order ?? {};
          if (
            request.apiOperation !== "INITIATE_CHECKOUT" ||
            !/^\d+(\.\d{1,2})?$/.test(String(order.amount)) ||
            !order.id ||
            !order.currency ||
            !request.interaction?.returnUrl
          ) {
            return json(res, 400, { result: "ERROR", error: { cause: "INVALID_REQUEST", explanation: "Invalid request" } });
          }
          const id = `SESSION${crypto.randomBytes(12).toString("hex").toUpperCase()}`;
          const successIndicator = crypto.randomBytes(8).toString("hex");
          sessions.set(id, {
            id,
            successIndicator,
            order: { id: String(order.id), amount: String(order.amount), currency: String(order.currency), description: String(order.description ?? "") },
            returnUrl: request.interaction.returnUrl,
            cancelUrl: request.interaction.cancelUrl ?? request.interaction.returnUrl,
          });
          json(res, 201, {
            checkoutMode: "WEBSITE",
            merchant: merchantId,
            result: "SUCCESS",
            session: { id, updateStatus: "SUCCESS", version: "1" },
            successIndicator,
          });
        });
        return;
      }
      if (apiMatch[3] && req.method === "GET") {
        retrievals++;
        const order = orders.get(decodeURIComponent(apiMatch[3]));
        if (!order) return json(res, 400, { result: "ERROR", error: { cause: "INVALID_REQUEST", explanation: "Unable to find order" } });
        return json(res, 200, { result: "SUCCESS", merchant: merchantId, ...order });
      }
      return json(res, 404, { result: "ERROR" });
    }

    const page = /^\/checkout\/pay\/([^/]+)(?:\/(pay|cancel))?$/.exec(path);
    const session = page ? sessions.get(decodeURIComponent(page[1] ?? "")) : undefined;
    if (!page || !session) return void res.writeHead(404, { "content-type": "text/plain" }).end("Unknown session");
    if (req.method === "POST" && page[2]) {
      return void res.writeHead(303, { location: page[2] === "pay" ? pay(session.id) : cancel(session.id) }).end();
    }
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" })
      .end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Test gateway: pay</title></head>
<body><main><h1>Test payment gateway</h1><p>${escapeHtml(session.order.description)}</p><p data-amount>${escapeHtml(session.order.amount)} ${escapeHtml(session.order.currency)}</p>
<form method="post" action="/checkout/pay/${session.id}/pay"><button type="submit">Pay</button></form>
<form method="post" action="/checkout/pay/${session.id}/cancel"><button type="submit">Cancel</button></form></main></body></html>`);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url,
    merchantId,
    password,
    env: { CARD_GATEWAY_URL: url, CARD_GATEWAY_MERCHANT_ID: merchantId, CARD_GATEWAY_API_PASSWORD: password },
    sessions,
    orders,
    retrievals: () => retrievals,
    pay,
    cancel,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
