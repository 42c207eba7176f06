import { and, eq, isNull, sql } from "drizzle-orm";
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
/** Searches whose listings are taken in one statement (a day's alerts are 100,000 searches). */
const SEARCHES_PER_BATCH = 500;

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
 * matched and not yet sent that are still live. The matches are taken for 500 searches at a
 * time by one statement that marks them sent (`takeAlertListings`: two runs never send one
 * twice); the mails are queued after it commits. A mail that included a listing is an alert hit in the listing's insights.
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
  for (let start = 0; start < pending.length; start += SEARCHES_PER_BATCH) {
    const batch = pending.slice(start, start + SEARCHES_PER_BATCH);
    const taken = await takeAlertListings(
      batch.map((search) => search.id),
      now,
    );
    for (const search of batch) {
      const listings = taken.get(search.id);
      if (!listings) continue;
      const locale = isLocale(search.locale) ? search.locale : "en";
      await queueMail({
        to: search.email,
        kind: "saved-search-alert",
        locale,
        data: {
          name: search.firstName,
          searchName: search.name,
          url: `${base}${savedSearchHref(search.listingType as ListingType, search.query)}`,
          items: listings.map(
            (listing) => `${listing.title} · ${formatMoney(Number(listing.price), listing.unit as Currency, locale)} · ${base}${listingPath(listing)}`,
          ),
        },
        unsubscribeUrl: unsubscribeUrl(search.userId, {
          savedSearchId: search.id,
        }),
      });
      sent += 1;
    }
  }
  return sent;
}

type AlertListing = {
  id: string;
  title: string;
  listingType: string;
  price: string;
  unit: string;
};

/**
 * Marks sent, for each of the searches, its first 20 unsent matches that are still live (oldest
 * match first) and stamps the searches alerted, in one statement: its listings by search. A match
 * a concurrent run marked first is re-checked by the update (`sent_at is null`) and skipped.
 */
async function takeAlertListings(searchIds: string[], now: Date): Promise<Map<string, AlertListing[]>> {
  const m = savedSearchMatches;
  const { rows } = await db().execute<AlertListing & { searchId: string }>(sql`
    with ranked as (
      select ${m.savedSearchId} as search_id, ${m.propertyId} as property_id,
        row_number() over (partition by ${m.savedSearchId} order by ${m.matchedAt}, ${m.propertyId}) as position
      from ${m} join ${properties} on ${properties.id} = ${m.propertyId}
      where ${m.savedSearchId} = any(${sql.param(searchIds)}::uuid[]) and ${m.sentAt} is null and ${publicListing(now)}
    ),
    marked as (
      update ${m} set sent_at = ${now} from ranked
      where ranked.position <= ${ALERT_LISTINGS} and ${m.savedSearchId} = ranked.search_id and ${m.propertyId} = ranked.property_id
        and ${m.sentAt} is null
      returning ranked.search_id, ranked.property_id, ranked.position
    ),
    alerted as (
      update ${savedSearches} set last_alerted_at = ${now} where ${savedSearches.id} in (select search_id from marked)
    )
    select marked.search_id as "searchId", ${properties.id} as id, ${properties.title} as title,
      ${properties.listingType} as "listingType", ${properties.price} as price, ${properties.unit} as unit
    from marked join ${properties} on ${properties.id} = marked.property_id
    order by marked.search_id, marked.position`);
  const bySearch = new Map<string, AlertListing[]>();
  for (const { searchId, ...listing } of rows) bySearch.set(searchId, [...(bySearch.get(searchId) ?? []), listing]);
  return bySearch;
}
