import type { PlanPayment } from "../../domain/plan-payment.ts";
import type { PlanId } from "../../domain/plans.ts";
import { type Actor, inListingTransaction } from "./apply-transition.server.ts";
import { payerOf, payForPlan } from "./plan-payment.server.ts";

/**
 * /changemembership and /applycredits: the `changePlan` transition and its
 * payment, all or nothing. Moving to Free costs nothing; Gold and Platinum are
 * paid with the user's credits (for `periods` periods, one by default) or a
 * promo code for that plan.
 */
export async function changeListingPlan(input: {
  propertyId: string;
  actor: Actor;
  plan: PlanId;
  payment?: PlanPayment;
  periods?: number;
  now?: Date;
}): Promise<void> {
  const now = input.now ?? new Date();
  await inListingTransaction(async (tx, apply) => {
    // The transition first: it checks who asks and from which status.
    await apply({ propertyId: input.propertyId, actor: input.actor, action: { type: "changePlan", plan: input.plan }, now });
    await payForPlan(tx, { payerId: payerOf(input.actor), propertyId: input.propertyId, planId: input.plan, payment: input.payment, periods: input.periods, now });
  });
}
