import type { PlanPayment } from "../../domain/plan-payment.ts";
import type { PaidPlanId } from "../../domain/credits.ts";
import { AppError } from "../errors.server.ts";
import type { Actor } from "../auth/actor.server.ts";
import { changeListingPlan } from "./change-plan.server.ts";
import { creditEditQuotes } from "./edit-credits.server.ts";

/**
 * /applycredits: a paid plan for some periods, through the plan change. A listing that still
 * has paid time on Gold or Platinum is refused (`paid_time_left`): buying a new plan outright
 * would throw that time away, so it is changed at /editcredits, where the time left counts.
 */
export async function applyCredits(input: {
  propertyId: string;
  actor: Actor;
  plan: PaidPlanId;
  periods: number;
  payment: PlanPayment;
  now?: Date;
}): Promise<void> {
  const now = input.now ?? new Date();
  if (Object.keys(await creditEditQuotes(input.propertyId, input.actor, now)).length > 0) throw new AppError("paid_time_left");
  await changeListingPlan({ ...input, now });
}
