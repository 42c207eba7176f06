import { randomBytes, randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { money, paidAmountText, paidMoney, toDecimal } from "../../domain/money.ts";
import { amountMatchesPrice, type PaymentCurrency, type PaymentMethod, paymentReference, type PaymentStatus, priceIn } from "../../domain/payments.ts";
import type { Executor } from "../db/client.server.ts";
import { payments, properties } from "../db/schema.ts";
import { AppError } from "../errors.server.ts";
import { listingPlanPrice } from "./plan-payment.server.ts";
import { currentLbpPerUsd } from "../money/exchange-rate.server.ts";
import { db } from "../runtime.server.ts";
import { listCreditPacks } from "../settings/credit-packs.server.ts";
import { providerFor } from "./payment-providers.server.ts";
import { planWaitFor } from "./plan-wait.server.ts";

export interface MakePaymentInput {
  userId: string;
  /** Pays for the plan this listing waits for; without it, a credit pack. */
  propertyId?: string | undefined;
  amount: number;
  currency: PaymentCurrency;
  method: PaymentMethod;
  /** The same key answers the same payment (a double-clicked Pay, a retried call). */
  idempotencyKey: string;
}

export interface StartedPayment {
  paymentId: string;
  status: PaymentStatus;
  method: PaymentMethod;
  reference: string;
  amountUsd: number;
  /** The card gateway's page for a pending card payment. */
  checkoutUrl: string | null;
}

/**
 * What the amount buys, in cents: the plan the listing waits for, or a pack. Refuses an amount
 * finer than its currency is paid in (`amount_not_exact`) and any other amount.
 */
async function priceOf(
  tx: Executor,
  input: MakePaymentInput,
  lbpPerUsd: number,
): Promise<{ cents: number; planId: string | null; planPeriods: number; description: string }> {
  if (paidMoney(input.amount, input.currency) === null) throw new AppError("amount_not_exact");
  if (input.propertyId) {
    const [listing] = await tx
      .select({ title: properties.title })
      .from(properties)
      .where(and(eq(properties.id, input.propertyId), eq(properties.ownerId, input.userId), eq(properties.isDeleted, false)));
    if (!listing) throw new AppError("not_found");
    const wait = await planWaitFor(input.userId, input.propertyId, tx);
    if (!wait) throw new AppError("no_plan_waiting");
    const { planId, periods } = wait;
    const cents = await listingPlanPrice(tx, input.propertyId, planId, periods);
    if (!amountMatchesPrice(input.amount, input.currency, cents, lbpPerUsd)) {
      throw new AppError(
        "payment_amount_mismatch",
        `The plan costs ${paidAmountText(money(cents, "USD"))} USD (${paidAmountText(priceIn(cents, "LBP", lbpPerUsd))} LBP)`,
      );
    }
    return { cents, planId, planPeriods: periods, description: `Beitna ${planId} plan: ${listing.title}`.slice(0, 127) };
  }
  const packs = await listCreditPacks(tx);
  const pack = packs.find((usd) => amountMatchesPrice(input.amount, input.currency, usd * 100, lbpPerUsd));
  if (pack === undefined) throw new AppError("payment_amount_mismatch", `Amount must be one of the credit packs: ${packs.join(", ")} USD`);
  return { cents: pack * 100, planId: null, planPeriods: 1, description: `Beitna credits: ${pack} USD` };
}

function started(row: typeof payments.$inferSelect): StartedPayment {
  const provider = providerFor(row.method as PaymentMethod);
  return {
    paymentId: row.id,
    status: row.status as PaymentStatus,
    method: row.method as PaymentMethod,
    reference: row.reference,
    amountUsd: toDecimal(row.amountCents),
    checkoutUrl: row.status === "pending" ? provider.payerUrl(row.providerReference) : null,
  };
}

/**
 * makePayment: records a pending payment for exactly the price of what it buys, at the current
 * rate, and lets its provider begin (nothing for a manual payment; a checkout session for card),
 * in one transaction. Idempotent on the key: requests with the same key take turns (an advisory
 * lock on it), and any after the first answer the payment it made, checkout included. A provider
 * that cannot begin (the gateway is down) leaves nothing behind.
 */
export async function makePayment(input: MakePaymentInput): Promise<StartedPayment> {
  const provider = providerFor(input.method);
  return db().transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`payment-key:${input.idempotencyKey}`}))`);
    const [existing] = await tx.select().from(payments).where(eq(payments.idempotencyKey, input.idempotencyKey));
    if (existing) {
      if (existing.userId !== input.userId) throw new AppError("idempotency_conflict");
      return started(existing);
    }
    if (!provider.available()) throw new AppError("card_unavailable");
    const lbpPerUsd = await currentLbpPerUsd(tx);
    const price = await priceOf(tx, input, lbpPerUsd);
    const amount = priceIn(price.cents, input.currency, lbpPerUsd);
    const id = randomUUID();
    const reference = paymentReference(randomBytes(8));
    // The gateway's call holds this transaction open for at most its timeout (15 s).
    const begun = await provider.begin({
      id,
      reference,
      amount: paidAmountText(amount),
      currency: input.currency,
      description: price.description,
    });
    const [row] = await tx
      .insert(payments)
      .values({
        id,
        userId: input.userId,
        propertyId: input.propertyId ?? null,
        planId: price.planId,
        planPeriods: price.planPeriods,
        amount: toDecimal(amount.minor),
        currency: input.currency,
        amountCents: price.cents,
        lbpPerUsd,
        provider: provider.name,
        method: input.method,
        idempotencyKey: input.idempotencyKey,
        reference,
        providerReference: begun.providerReference ?? null,
        successIndicator: begun.successIndicator ?? null,
      })
      .returning();
    return started(row!);
  });
}
