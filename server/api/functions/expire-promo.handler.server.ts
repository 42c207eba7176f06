import { redeemPromoOnListing } from "../../promo/redeem-promo.server.ts";
import { defineFunction } from "../define-function.server.ts";
import { EXAMPLE_PROMO_CODE, EXAMPLE_PROMO_LISTING_ID } from "./examples.ts";
import { expirePromoInput, expirePromoOutput } from "./expire-promo.schema.ts";

export const expirePromo = defineFunction({
  name: "expirePromo",
  tag: "Credits",
  summary: "Use a promo code on a listing",
  description:
    "SPEC.md §7 `expirePromo`: marks the code used by the caller on their listing, which moves to the code's plan for the code's duration (SPEC.md §4 Change plan: Pending Approval, Flag `Change_from_<previous plan>`), all in one transaction. A code is used once per user, on any listing: a second use answers 409 `promo_already_used`; unknown, paused, expired, used-up or another plan's codes are refused too.",
  access: "signed-in",
  errors: ["not_found", "same_plan", "transition_not_allowed", "promo_not_found", "promo_paused", "promo_expired", "promo_already_used", "promo_used_up"],
  input: expirePromoInput,
  output: expirePromoOutput,
  example: {
    input: { Promo: EXAMPLE_PROMO_CODE, Property: EXAMPLE_PROMO_LISTING_ID },
    output: { result: "success", PropertyID: EXAMPLE_PROMO_LISTING_ID, plan: "gold", Status: "Pending Approval", Flag: "Change_from_free" },
  },
  async handler(input, { caller }) {
    const state = await redeemPromoOnListing({
      code: input.Promo,
      propertyId: input.Property,
      actor: { kind: "user", userId: caller.id, isAdmin: caller.isAdmin },
    });
    return { result: "success" as const, PropertyID: input.Property, plan: state.planId, Status: state.status, Flag: state.flag };
  },
});
