import { ACTIVATE_FLAG } from "../../domain/dashboard.ts";
import type { ListingState } from "../../domain/lifecycle.ts";
import { AppError } from "../errors.server.ts";
import type { Actor } from "../auth/actor.server.ts";
import { inListingTransaction } from "./apply-transition.server.ts";
import { findOwnListing } from "./own-listing.server.ts";

/**
 * An Expired listing on a paid plan is renewed (and paid for), not activated:
 * activation is free, so it must not give a paid plan a new period.
 */
export function activationNeedsRenewal(state: ListingState): boolean {
  return state.status === "Expired" && state.planId !== "free";
}

/** /activatelisting: a Deleted, Expired or Rejected listing goes back to review. */
export async function activateListing(input: { propertyId: string; actor: Actor; now?: Date }): Promise<void> {
  await inListingTransaction(async (tx, apply) => {
    const listing = await findOwnListing(input.propertyId, input.actor, tx);
    if (activationNeedsRenewal(listing.state)) throw new AppError("renewal_required");
    await apply({ propertyId: input.propertyId, actor: input.actor, action: { type: "activate", flag: ACTIVATE_FLAG }, now: input.now });
  });
}
