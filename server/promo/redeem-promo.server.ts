import { eq } from "drizzle-orm";
import type { ListingState } from "../../domain/lifecycle.ts";
import { normalisePromoCode } from "../../domain/plan-payment.ts";
import type { PlanId } from "../../domain/plans.ts";
import { promoCodes } from "../db/schema.ts";
import { AppError } from "../errors.server.ts";
import { changeListingPlan } from "../listings/change-plan.server.ts";
import { findOwnListing } from "../listings/own-listing.server.ts";
import type { Actor } from "../auth/actor.server.ts";
import { db } from "../runtime.server.ts";

/**
 * `expirePromo` (SPEC.md §7): the code's plan put on the caller's listing and the code marked
 * used there, through the same plan change as /changemembership and /applycredits.
 */
export async function redeemPromoOnListing(input: { code: string; propertyId: string; actor: Actor }): Promise<ListingState> {
  const code = normalisePromoCode(input.code);
  await findOwnListing(input.propertyId, input.actor);
  const [promo] = await db().select({ planId: promoCodes.planId }).from(promoCodes).where(eq(promoCodes.code, code));
  if (!promo) throw new AppError("promo_not_found");
  await changeListingPlan({ propertyId: input.propertyId, actor: input.actor, plan: promo.planId as PlanId, payment: { kind: "promo", code } });
  return (await findOwnListing(input.propertyId, input.actor)).state;
}
