import type { PlanPayment } from "../../domain/plan-payment.ts";
import type { Actor } from "../auth/actor.server.ts";
import { inListingTransaction } from "./apply-transition.server.ts";
import { payerOf, payForPlan } from "../payments/plan-payment.server.ts";

/**
 * /renewmembership: the `renew` transition, paid for the listing's plan in the
 * same transaction (a Free listing renews for free).
 */
export async function renewListing(input: { propertyId: string; actor: Actor; payment?: PlanPayment; now?: Date }): Promise<void> {
  const now = input.now ?? new Date();
  await inListingTransaction(async (tx, apply) => {
    const state = await apply({ propertyId: input.propertyId, actor: input.actor, action: { type: "renew" }, now });
    await payForPlan(tx, { payerId: payerOf(input.actor), propertyId: input.propertyId, planId: state.planId, payment: input.payment, now });
  });
}
