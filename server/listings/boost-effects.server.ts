import { and, eq, gte, inArray, isNotNull, lte } from "drizzle-orm";
import { type BoostEffect, boostWindows } from "../../domain/boost.ts";
import { listingDailyCounters, properties } from "../db/schema.ts";
import { db } from "../runtime.server.ts";
import { beirutDay } from "../../domain/beirut-clock.ts";

/**
 * The dashboard's "what the boost changed" for the owner's listings on the page that were ever
 * boosted: impressions in the days since the last boost against as many days before it (decision
 * 0038). Scoped to the owner: another owner's listing has no answer.
 */
export async function findBoostEffects(ownerId: string, propertyIds: readonly string[], now = new Date()): Promise<Record<string, BoostEffect>> {
  if (propertyIds.length === 0) return {};
  const boosted = await db()
    .select({ id: properties.id, boostedAt: properties.boostedAt })
    .from(properties)
    .where(and(eq(properties.ownerId, ownerId), inArray(properties.id, [...propertyIds]), isNotNull(properties.boostedAt)));
  if (boosted.length === 0) return {};
  const today = beirutDay(now);
  const windows = boosted.map((row) => ({ id: row.id, boostDay: beirutDay(row.boostedAt!), ...boostWindows(beirutDay(row.boostedAt!), today) }));
  const earliest = windows.reduce((first, window) => (window.beforeFrom < first ? window.beforeFrom : first), today);
  const counts = await db()
    .select({ propertyId: listingDailyCounters.propertyId, day: listingDailyCounters.day, impression: listingDailyCounters.impression })
    .from(listingDailyCounters)
    .where(
      and(
        eq(listingDailyCounters.ownerId, ownerId),
        inArray(
          listingDailyCounters.propertyId,
          windows.map((window) => window.id),
        ),
        gte(listingDailyCounters.day, earliest),
        lte(listingDailyCounters.day, today),
      ),
    );
  const effects: Record<string, BoostEffect> = {};
  for (const window of windows) {
    const effect: BoostEffect = { boostDay: window.boostDay, daysAgo: window.daysAgo, days: window.days, before: 0, since: 0 };
    for (const row of counts) {
      if (row.propertyId !== window.id || row.day < window.beforeFrom || row.day > window.sinceTo) continue;
      if (row.day < window.boostDay) effect.before += row.impression;
      else effect.since += row.impression;
    }
    effects[window.id] = effect;
  }
  return effects;
}
