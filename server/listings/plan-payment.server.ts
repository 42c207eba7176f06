import { and, eq, sql } from "drizzle-orm";
import { planPriceFor } from "../../domain/dashboard.ts";
import type { PlanPayment } from "../../domain/plan-payment.ts";
import type { PlanId } from "../../domain/plans.ts";
import type { Executor, Transaction } from "../db/client.server.ts";
import { toCents } from "../../domain/credits.ts";
import { plans, promoCodes, promoRedemptions, properties } from "../db/schema.ts";
import { addLedgerEntry } from "../credits/add-ledger-entry.server.ts";
import { AppError } from "../errors.server.ts";
import type { Actor } from "./apply-transition.server.ts";

/** Who pays for a plan: the signed-in user asking (the system never buys plans). */
export function payerOf(actor: Actor): string {
  if (actor.kind !== "user") throw new AppError("forbidden");
  return actor.userId;
}

/** The price in USD of one period of `planId` for the listing (it depends on rental or sale). */
export async function listingPlanPrice(executor: Executor, propertyId: string, planId: string): Promise<number> {
  const [listing] = await executor.select({ listingType: properties.listingType }).from(properties).where(eq(properties.id, propertyId));
  const [plan] = await executor.select().from(plans).where(eq(plans.id, planId));
  if (!listing || !plan) throw new AppError("not_found");
  return planPriceFor(plan, listing.listingType === "Sale" ? "Sale" : "Rental");
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
  const price = await listingPlanPrice(tx, input.propertyId, input.planId);
  if (price === 0) return;
  if (!input.payment) throw new AppError("payment_required");

  if (input.payment.kind === "credits") {
    await addLedgerEntry(tx, { userId: input.payerId, amountCents: -toCents(price), kind: "spend", propertyId: input.propertyId, note: `plan:${input.planId}`, now: input.now });
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
