import { and, eq, gt, inArray, ne, sql } from "drizzle-orm";
import { type AccountTier, accountTierOf, premiumSince } from "../../domain/account-tier.ts";
import type { Database, Transaction } from "../db/client.server.ts";
import { creditLedger, properties, users } from "../db/schema.ts";
import { publicListing } from "../search/public-listing.server.ts";

/**
 * Works out a user's tier badge from their live listings' plans and their purchases of credits,
 * and stores it on the user (decision 0025). Called, inside the same transaction, wherever one
 * of those changes: a listing transition (approval, plan change, expiry, ...), a confirmed
 * purchase of credits; and daily for purchases passing twelve months.
 */
export async function refreshAccountTier(tx: Database | Transaction, userId: string, now: Date = new Date()): Promise<AccountTier> {
  const live = await tx
    .selectDistinct({ planId: properties.planId })
    .from(properties)
    // A plan change waiting for review keeps the listing public on its old terms (decision 0046):
    // only an approved plan gives its badge.
    .where(and(eq(properties.ownerId, userId), inArray(properties.planId, ["gold", "platinum"]), eq(properties.status, "Approved"), publicListing(now)));
  const [purchase] = await tx
    .select({ id: creditLedger.id })
    .from(creditLedger)
    .where(and(eq(creditLedger.userId, userId), eq(creditLedger.kind, "purchase"), gt(creditLedger.createdAt, premiumSince(now))))
    .limit(1);
  const tier = accountTierOf({ livePlans: new Set(live.map((row) => row.planId)), boughtCreditsLately: Boolean(purchase) });
  await tx
    .update(users)
    .set({ tier })
    .where(and(eq(users.id, userId), ne(users.tier, tier)));
  return tier;
}

/** The daily pass: users whose tier may have lapsed with time alone (a purchase a year old, an expiry not yet run). */
export async function refreshLapsedTiers(tx: Database, now: Date = new Date()): Promise<number> {
  const candidates = await tx
    .select({ id: users.id })
    .from(users)
    .where(sql`${users.tier} <> 'free'`);
  for (const user of candidates) await refreshAccountTier(tx, user.id, now);
  return candidates.length;
}
