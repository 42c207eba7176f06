import { sql } from "drizzle-orm";
import { addDays } from "../../domain/insights.ts";
import type { Executor } from "../db/client.server.ts";
import { favorites, listingCounterEvents, listingDailyCounters, ownerDailyCounters, properties, savedSearchMatches } from "../db/schema.ts";
import { beirutDay } from "../listings/count-listing-view.server.ts";
import { db } from "../runtime.server.ts";

/** Counter events are kept this many days after their day, so any of those days can be rolled up again. */
export const EVENT_RETENTION_DAYS = 8;

/** The start of a Lebanese day as a timestamp (favourites and alert mails are stamped in UTC). */
const dayStart = (day: string) => sql`(${day}::date::timestamp at time zone 'Asia/Beirut')`;
const nextDayStart = (day: string) => sql`((${day}::date + 1)::timestamp at time zone 'Asia/Beirut')`;

/**
 * Rebuilds one day of `listing_daily_counters` from what happened that day: the counter events,
 * the favourites saved (and still saved) and the alert mails that included the listing, then the
 * owners' sums of that day (`owner_daily_counters`). The day's rows are replaced in one
 * transaction, so running a day again gives the same numbers (decision 0027). A day whose events
 * are already dropped is refused rather than zeroed.
 */
export async function rollUpDay(day: string, now = new Date()): Promise<number> {
  if (day < addDays(beirutDay(now), -EVENT_RETENTION_DAYS + 1)) throw new Error(`day ${day} is past the events' retention`);
  return db().transaction(async (tx) => {
    // One rollup at a time (a test or a second instance running it too waits instead of colliding).
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('roll-up-daily-counters'))`);
    await tx.execute(sql`delete from ${listingDailyCounters} where day = ${day}`);
    const { rowCount } = await tx.execute(sql`
      with events as (
        select property_id,
          sum(amount) filter (where counter = 'impression') as impression,
          sum(amount) filter (where counter = 'views') as views,
          sum(amount) filter (where counter = 'interested') as interested,
          sum(amount) filter (where counter = 'whatsapp') as whatsapp,
          sum(amount) filter (where counter = 'call') as call,
          sum(amount) filter (where counter = 'messageOwner') as message_owner,
          sum(amount) filter (where counter = 'requestTour') as request_tour
        from ${listingCounterEvents} where day = ${day} group by property_id
      ),
      saved as (
        select property_id, count(*) as favorites from ${favorites}
        where created_at >= ${dayStart(day)} and created_at < ${nextDayStart(day)} group by property_id
      ),
      alerted as (
        select property_id, count(*) as alert_hits from ${savedSearchMatches}
        where sent_at >= ${dayStart(day)} and sent_at < ${nextDayStart(day)} group by property_id
      ),
      active as (
        select property_id from events union select property_id from saved union select property_id from alerted
      )
      insert into ${listingDailyCounters}
        (property_id, owner_id, day, impression, views, interested, whatsapp, call, message_owner, request_tour, favorites, alert_hits)
      select a.property_id, p.owner_id, ${day}::date,
        coalesce(e.impression, 0), coalesce(e.views, 0), coalesce(e.interested, 0), coalesce(e.whatsapp, 0), coalesce(e.call, 0),
        coalesce(e.message_owner, 0), coalesce(e.request_tour, 0), coalesce(s.favorites, 0), coalesce(h.alert_hits, 0)
      from active a
      join ${properties} p on p.id = a.property_id
      left join events e on e.property_id = a.property_id
      left join saved s on s.property_id = a.property_id
      left join alerted h on h.property_id = a.property_id`);
    await sumOwnersDay(tx, day);
    return rowCount ?? 0;
  });
}

/** Replaces one day of `owner_daily_counters` with that day's listing rows summed per owner. */
export async function sumOwnersDay(executor: Executor, day: string): Promise<void> {
  await executor.execute(sql`delete from ${ownerDailyCounters} where day = ${day}`);
  await executor.execute(sql`
    insert into ${ownerDailyCounters}
      (owner_id, day, impression, views, interested, whatsapp, call, message_owner, request_tour, favorites, alert_hits)
    select owner_id, day, sum(impression), sum(views), sum(interested), sum(whatsapp), sum(call),
      sum(message_owner), sum(request_tour), sum(favorites), sum(alert_hits)
    from ${listingDailyCounters} where day = ${day} group by owner_id, day`);
}

/** Drops counter events past their retention (their days are rolled up for good). */
export async function purgeCounterEvents(now = new Date()): Promise<number> {
  const { rowCount } = await db().execute(sql`delete from ${listingCounterEvents} where day < ${addDays(beirutDay(now), -EVENT_RETENTION_DAYS)}`);
  return rowCount ?? 0;
}

/** What the scheduled job does: today so far, and yesterday again (its last events arrived after the previous run). */
export async function rollUpRecentDays(now = new Date()): Promise<void> {
  const today = beirutDay(now);
  await rollUpDay(addDays(today, -1), now);
  await rollUpDay(today, now);
  await purgeCounterEvents(now);
}
