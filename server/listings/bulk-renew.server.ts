import type { Actor } from "../auth/actor.server.ts";
import { inListingTransaction } from "./apply-transition.server.ts";

/**
 * SPEC.md §4 "Bulk renew": several Free, Expired listings renewed together,
 * all or nothing: one listing that may not be renewed (or is not the
 * user's) leaves every one unchanged.
 */
export async function bulkRenewListings(input: { propertyIds: readonly string[]; actor: Actor; now?: Date }): Promise<number> {
  // Rows are locked in one order, so two overlapping bulk renewals cannot deadlock.
  const ids = [...new Set(input.propertyIds)].sort();
  await inListingTransaction(async (_tx, apply) => {
    for (const propertyId of ids) await apply({ propertyId, actor: input.actor, action: { type: "bulkRenew" }, now: input.now });
  });
  return ids.length;
}
