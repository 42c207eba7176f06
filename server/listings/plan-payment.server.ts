import { and, eq, sql } from "drizzle-orm";
import { planPriceFor } from "../../domain/dashboard.ts";
import type { PlanPayment } from "../../domain/plan-payment.ts";
import type { PlanId } from "../../domain/plans.ts";
import type { Transaction } from "../db/client.server.ts";
import { creditLedger, plans, promoCodes, promoRedemptions, properties, users } from "../db/schema.ts";
import { creditBalance } from "../credits/credit-balance.server.ts";
import { AppError } from "../errors.server.ts";
import type { Actor } from "./apply-transition.server.ts";

/** Who pays for a plan: the signed-in user asking (the system never buys plans). */
export function payerOf(actor: Actor): string {
  if (actor.kind !== "user") throw new AppError("forbidden");
  return actor.userId;
}

/**
 * Pays, inside the caller's transaction, for a listing's period on `planId`:
 * nothing for a free plan; else the payer's credits (a negative `spend` row)
 * or a promo code for that plan (a redemption, one more use). Any refusal
 * throws, so the caller's plan change or renewal is rolled back with it.
 */
export async function payForPlan(
  tx: Transaction,
  input: { payerId: string; propertyId: string; planId: PlanId; payment: PlanPayment | undefined; now: Date },
): Promise<void> {
  const [listing] = await tx.select({ listingType: properties.listingType }).from(properties).where(eq(properties.id, input.propertyId));
  const [plan] = await tx.select().from(plans).where(eq(plans.id, input.planId));
  if (!listing || !plan) throw new AppError("not_found");
  const price = planPriceFor(plan, listing.listingType === "Sale" ? "Sale" : "Rental");
  if (price === 0) return;
  if (!input.payment) throw new AppError("payment_required");

  if (input.payment.kind === "credits") {
    // One spender at a time per user, so two tabs cannot spend the same balance twice.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, input.payerId)).for("update");
    if ((await creditBalance(input.payerId, tx)) < price) throw new AppError("insufficient_credits");
    await tx.insert(creditLedger).values({
      userId: input.payerId,
      amountUsd: -price,
      kind: "spend",
      propertyId: input.propertyId,
      note: `plan:${input.planId}`,
      createdAt: input.now,
    });
    return;
  }

  const [promo] = await tx.select().from(promoCodes).where(eq(promoCodes.code, input.payment.code)).for("update");
  if (!promo || (promo.ownerId !== null && promo.ownerId !== input.payerId)) throw new AppError("promo_not_found");
  if (promo.expiresAt && promo.expiresAt.getTime() <= input.now.getTime()) throw new AppError("promo_expired");
  if (promo.planId !== input.planId) throw new AppError("promo_wrong_plan");
  const [used] = await tx
    .select({ id: promoRedemptions.id })
    .from(promoRedemptions)
    .where(and(eq(promoRedemptions.code, promo.code), eq(promoRedemptions.propertyId, input.propertyId)));
  if (used) throw new AppError("promo_already_used");
  if (promo.usedCount >= promo.maxUses) throw new AppError("promo_used_up");
  await tx.insert(promoRedemptions).values({ code: promo.code, propertyId: input.propertyId, userId: input.payerId, usedAt: input.now });
  await tx.update(promoCodes).set({ usedCount: sql`${promoCodes.usedCount} + 1` }).where(eq(promoCodes.code, promo.code));
}
