import { eq, inArray } from "drizzle-orm";
import { mayBoostNow } from "../../domain/boost.ts";
import { properties } from "../db/schema.ts";
import { toMinor } from "../../domain/money.ts";
import { addLedgerEntry } from "../credits/add-ledger-entry.server.ts";
import { AppError } from "../errors.server.ts";
import { readBoostSettings } from "../settings/boost-settings.server.ts";
import type { Actor } from "../auth/actor.server.ts";
import { inListingTransaction } from "./apply-transition.server.ts";
import { payerOf } from "../payments/plan-payment.server.ts";

/**
 * Boosts listings (SPEC.md §4: MarketDate now, boosted true), all or none in one transaction:
 * each must be approved, the actor's, and out of its cooldown since its last boost; the
 * boosts' price (admin settings) is spent from the actor's credits. The dashboard's Boost
 * and the promote dashboard's both come here.
 */
export async function boostListings(input: { propertyIds: readonly string[]; actor: Actor; now?: Date }): Promise<void> {
  const now = input.now ?? new Date();
  const payerId = payerOf(input.actor);
  // One order for every boost, so two requests never wait on each other's rows.
  const ids = [...new Set(input.propertyIds)].sort();
  await inListingTransaction(async (tx, apply) => {
    const settings = await readBoostSettings(tx);
    const rows = await tx
      .select({ id: properties.id, boostedAt: properties.boostedAt })
      .from(properties)
      .where(inArray(properties.id, ids))
      .orderBy(properties.id)
      .for("update");
    if (rows.length !== ids.length) throw new AppError("not_found");
    for (const row of rows) {
      await apply({ propertyId: row.id, actor: input.actor, action: { type: "boost" }, now });
      if (!mayBoostNow(row.boostedAt, settings, now)) throw new AppError("boost_cooldown");
      await tx.update(properties).set({ boostedAt: now }).where(eq(properties.id, row.id));
      if (settings.priceUsd > 0)
        await addLedgerEntry(tx, { userId: payerId, amountCents: -toMinor(settings.priceUsd), kind: "spend", propertyId: row.id, note: "boost", now });
    }
  });
}
