import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { ListingType } from "../../domain/listing.ts";
import { listingPath } from "../../domain/listing-url.ts";
import { isLocale } from "../../domain/locale.ts";
import { formatMoney } from "../../domain/money.ts";
import { savedSearchHref } from "../../domain/saved-searches.ts";
import type { Currency } from "../../domain/listing.ts";
import { mailPreferences, properties, savedSearches, savedSearchMatches, users } from "../db/schema.ts";
import { publicUrl } from "../env.server.ts";
import { queueMail } from "../mail/queue-mail.server.ts";
import { unsubscribeUrl } from "../notifications/unsubscribe-link.server.ts";
import { db, runtime } from "../runtime.server.ts";
import { publicListing } from "../search/public-listing.server.ts";

/** An alert lists at most this many listings (the link opens the search for the rest). */
const ALERT_LISTINGS = 20;

/**
 * Whether a search's next alert is due: instant ones at once (daily for a reader who chose the
 * digest for alerts), daily and weekly ones a day or a week after the last alert or the search's
 * creation, less an hour of slack so a job running at the same time each day never skips a day.
 */
function alertIsDue(now: Date) {
  const since = sql`coalesce(${savedSearches.lastAlertedAt}, ${savedSearches.createdAt})`;
  return sql`case
    when ${savedSearches.frequency} = 'weekly' then ${since} <= ${now}::timestamptz - interval '167 hours'
    when ${savedSearches.frequency} = 'daily' or ${mailPreferences.delivery} = 'digest' then ${since} <= ${now}::timestamptz - interval '23 hours'
    else true end`;
}

/**
 * Mails each saved search whose alert is due (instant: now; daily and weekly: a day or a week after
 * the last one; a reader who chose the daily digest for alerts gets instant ones daily) the listings
 * matched and not yet sent that are still live. The matches are marked sent in the same
 * transaction that reads them (`skip locked`: two runs never send one twice); the mail is queued
 * after it commits. A mail that included a listing is an alert hit in the listing's insights.
 */
export async function sendSearchAlerts(now = new Date()): Promise<number> {
  const pending = await db()
    .select({
      id: savedSearches.id,
      userId: savedSearches.userId,
      name: savedSearches.name,
      frequency: savedSearches.frequency,
      listingType: savedSearches.listingType,
      query: savedSearches.query,
      email: users.email,
      firstName: users.firstName,
      locale: users.locale,
    })
    .from(savedSearches)
    .innerJoin(users, and(eq(users.id, savedSearches.userId), isNull(users.deletedAt)))
    .leftJoin(mailPreferences, and(eq(mailPreferences.userId, savedSearches.userId), eq(mailPreferences.kind, "savedSearchAlerts")))
    .where(
      and(
        sql`${savedSearches.frequency} <> 'off'`,
        sql`coalesce(${mailPreferences.delivery}, 'each') <> 'none'`,
        alertIsDue(now),
        sql`exists (select 1 from ${savedSearchMatches} where ${savedSearchMatches.savedSearchId} = ${savedSearches.id} and ${savedSearchMatches.sentAt} is null)`,
      ),
    );
  const base = publicUrl(runtime().env);
  let sent = 0;
  for (const search of pending) {
    const listings = await db().transaction(async (tx) => {
      const rows = await tx
        .select({ id: properties.id, title: properties.title, listingType: properties.listingType, price: properties.price, unit: properties.unit })
        .from(savedSearchMatches)
        .innerJoin(properties, eq(properties.id, savedSearchMatches.propertyId))
        .where(and(eq(savedSearchMatches.savedSearchId, search.id), isNull(savedSearchMatches.sentAt), publicListing(now)))
        .orderBy(asc(savedSearchMatches.matchedAt), asc(properties.id))
        .limit(ALERT_LISTINGS)
        .for("update", { of: savedSearchMatches, skipLocked: true });
      if (!rows.length) return rows;
      await tx
        .update(savedSearchMatches)
        .set({ sentAt: now })
        .where(and(eq(savedSearchMatches.savedSearchId, search.id), inArray(savedSearchMatches.propertyId, rows.map((row) => row.id))));
      await tx.update(savedSearches).set({ lastAlertedAt: now }).where(eq(savedSearches.id, search.id));
      return rows;
    });
    if (!listings.length) continue;
    const locale = isLocale(search.locale) ? search.locale : "en";
    await queueMail({
      to: search.email,
      kind: "saved-search-alert",
      locale,
      data: {
        name: search.firstName,
        searchName: search.name,
        url: `${base}${savedSearchHref(search.listingType as ListingType, search.query)}`,
        items: listings.map((listing) => `${listing.title} · ${formatMoney(Number(listing.price), listing.unit as Currency, locale)} · ${base}${listingPath(listing)}`),
      },
      unsubscribeUrl: unsubscribeUrl(search.userId, { savedSearchId: search.id }),
    });
    sent += 1;
  }
  return sent;
}
