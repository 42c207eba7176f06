import type { PlanPayment } from "../../domain/plan-payment.ts";
import type { PlanId } from "../../domain/plans.ts";
import { AppError } from "../errors.server.ts";
import { recordPlanWait } from "../payments/plan-wait.server.ts";
import type { Actor } from "../auth/actor.server.ts";
import { inListingTransaction } from "./apply-transition.server.ts";
import { payerOf, payForPlan } from "../payments/plan-payment.server.ts";

/**
 * /changemembership and /applycredits: the `changePlan` transition and its
 * payment, all or nothing. Moving to Free costs nothing; Gold and Platinum are
 * paid with the user's credits (for `periods` periods, one by default) or a
 * promo code for that plan. Without enough credits the listing is left as it
 * was, waiting for that plan: a payment for the listing (makePayment with
 * PropertyID, decision 0024) buys it once confirmed.
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
  try {
    await inListingTransaction(async (tx, apply) => {
      // The transition first: it checks who asks and from which status.
      await apply({ propertyId: input.propertyId, actor: input.actor, action: { type: "changePlan", plan: input.plan }, now });
      await payForPlan(tx, {
        payerId: payerOf(input.actor),
        propertyId: input.propertyId,
        planId: input.plan,
        payment: input.payment,
        periods: input.periods,
        now,
      });
    });
  } catch (error) {
    // Only reached after the transition's checks passed: the listing is the payer's and may change plan.
    if (error instanceof AppError && error.code === "insufficient_credits") {
      await recordPlanWait({ userId: payerOf(input.actor), propertyId: input.propertyId, planId: input.plan, periods: input.periods ?? 1 });
    }
    throw error;
  }
}
