import { and, eq, sql } from "drizzle-orm";
import { planPriceFor } from "../../domain/dashboard.ts";
import type { PlanPayment } from "../../domain/plan-payment.ts";
import type { PlanId } from "../../domain/plans.ts";
import { promoRedemptionRefusal } from "../../domain/promo-codes.ts";
import type { Executor, Transaction } from "../db/client.server.ts";
import { toMinor } from "../../domain/money.ts";
import { plans, promoCodes, promoRedemptions, properties } from "../db/schema.ts";
import { addLedgerEntry } from "../credits/add-ledger-entry.server.ts";
import { AppError } from "../errors.server.ts";
import type { Actor } from "../auth/actor.server.ts";

/** Who pays for a plan: the signed-in user asking (the system never buys plans). */
export function payerOf(actor: Actor): string {
  if (actor.kind !== "user") throw new AppError("forbidden");
  return actor.userId;
}

/** `planId` and the price in USD of one of its periods for the listing (it depends on rental or sale). */
async function listingPlan(executor: Executor, propertyId: string, planId: string): Promise<{ plan: typeof plans.$inferSelect; price: number }> {
  const [listing] = await executor.select({ listingType: properties.listingType }).from(properties).where(eq(properties.id, propertyId));
  const [plan] = await executor.select().from(plans).where(eq(plans.id, planId));
  if (!listing || !plan) throw new AppError("not_found");
  return { plan, price: planPriceFor(plan, listing.listingType === "Sale" ? "Sale" : "Rental") };
}

/** What `periods` periods of `planId` cost for the listing, in cents. */
export async function listingPlanPrice(executor: Executor, propertyId: string, planId: string, periods = 1): Promise<number> {
  return toMinor((await listingPlan(executor, propertyId, planId)).price) * periods;
}

/**
 * Pays, inside the caller's transaction, for `periods` periods of a listing on `planId`:
 * nothing for a free plan; else the payer's credits (a negative `spend` row) or a promo code
 * for that plan (a redemption, one more use; a code gives its own duration, whatever the
 * periods). The days paid for are kept on the listing for its approval. Any refusal throws,
 * so the caller's plan change or renewal is rolled back with it.
 */
export async function payForPlan(
  tx: Transaction,
  input: { payerId: string; propertyId: string; planId: PlanId; payment: PlanPayment | undefined; periods?: number; now: Date },
): Promise<void> {
  const { plan, price } = await listingPlan(tx, input.propertyId, input.planId);
  const periods = input.periods ?? 1;
  const paidDays = async (days: number | null) => {
    await tx.update(properties).set({ paidDays: days }).where(eq(properties.id, input.propertyId));
  };
  if (price === 0) return paidDays(null);
  if (!input.payment) throw new AppError("payment_required");

  if (input.payment.kind === "credits") {
    await addLedgerEntry(tx, {
      userId: input.payerId,
      amountCents: -toMinor(price) * periods,
      kind: "spend",
      propertyId: input.propertyId,
      note: `plan:${input.planId}:${periods}`,
      now: input.now,
    });
    return paidDays(plan.durationDays * periods);
  }
  await redeemPromoCode(tx, { code: input.payment.code, planId: input.planId, payerId: input.payerId, propertyId: input.propertyId, now: input.now });
  const [promo] = await tx.select({ durationDays: promoCodes.durationDays }).from(promoCodes).where(eq(promoCodes.code, input.payment.code));
  return paidDays(promo?.durationDays ?? plan.durationDays);
}

/**
 * Marks a promo code used by the payer on a listing, when `promoRedemptionRefusal` allows it.
 * The code's row stays locked until the transaction ends, so two redemptions of its last use
 * cannot both pass.
 */
async function redeemPromoCode(tx: Transaction, input: { code: string; planId: PlanId; payerId: string; propertyId: string; now: Date }): Promise<void> {
  const [promo] = await tx.select().from(promoCodes).where(eq(promoCodes.code, input.code)).for("update");
  const [used] = await tx
    .select({ id: promoRedemptions.id })
    .from(promoRedemptions)
    .where(and(eq(promoRedemptions.code, input.code), eq(promoRedemptions.userId, input.payerId)));
  const refusal = promoRedemptionRefusal(promo, { userId: input.payerId, planId: input.planId, now: input.now, usedBefore: used !== undefined });
  if (refusal) throw new AppError(refusal);
  await tx.insert(promoRedemptions).values({ code: input.code, propertyId: input.propertyId, userId: input.payerId, usedAt: input.now });
  await tx
    .update(promoCodes)
    .set({ usedCount: sql`${promoCodes.usedCount} + 1` })
    .where(eq(promoCodes.code, input.code));
}
