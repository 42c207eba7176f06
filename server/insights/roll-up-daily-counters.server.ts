import { type SQL, sql } from "drizzle-orm";
import { addDays } from "../../domain/days.ts";
import { beirutDay } from "../../domain/beirut-clock.ts";
import type { Executor } from "../db/client.server.ts";
import {
  favorites,
  listingCounterEvents,
  listingDailyCounters,
  listingPeriodTotals,
  listingPeriodWindows,
  listingTotals,
  ownerDailyCounters,
  properties,
  savedSearchMatches,
} from "../db/schema.ts";
import { db } from "../runtime.server.ts";
import { beirutZone } from "../db/beirut-zone.server.ts";

/** Counter events are kept this many days after their day, so any of those days can be rolled up again. */
export const EVENT_RETENTION_DAYS = 8;

/** The start of a Lebanese day as a timestamp (favourites and alert mails are stamped in UTC). */
const dayStart = (day: string) => sql`(${day}::date::timestamp at time zone ${beirutZone})`;
const nextDayStart = (day: string) => sql`((${day}::date + 1)::timestamp at time zone ${beirutZone})`;

/** The per-listing counters of the daily table, in its column order after the key and owner. */
const COUNTER_COLUMNS = ["impression", "views", "interested", "whatsapp", "call", "message_owner", "request_tour", "favorites", "alert_hits"] as const;
const columnList = (prefix = "") => sql.raw(COUNTER_COLUMNS.map((column) => `${prefix}${column}`).join(", "));
/** `column = <table>.column + excluded.column` for each counter: an upsert that adds a change. */
const addExcluded = (table: string, columns: readonly string[]) =>
  sql.raw(columns.map((column) => `${column} = ${table}.${column} + excluded.${column}`).join(", "));

/**
 * Rebuilds one day of `listing_daily_counters` from what happened that day: the counter events,
 * the favourites saved (and still saved) and the alert mails that included the listing, then the
 * owners' sums of that day (`owner_daily_counters`). The day's rows are replaced in one
 * transaction, so running a day again gives the same numbers (decision 0027). What the day
 * changed (new rows minus the rows replaced) is added to each listing's totals and to the periods
 * the day lies in (decision 0034), so those stay the sums of the daily rows. A day whose events
 * are already dropped is refused rather than zeroed.
 */
export async function rollUpDay(day: string, now = new Date()): Promise<number> {
  if (day < addDays(beirutDay(now), -EVENT_RETENTION_DAYS + 1)) throw new Error(`day ${day} is past the events' retention`);
  return db().transaction(async (tx) => {
    // One rollup at a time (a test or a second instance running it too waits instead of colliding).
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('roll-up-daily-counters'))`);
    await movePeriodWindows(tx, beirutDay(now));
    await tx.execute(sql`create temporary table rolled_day (like ${listingDailyCounters}) on commit drop`);
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
      insert into rolled_day (property_id, owner_id, day, ${columnList()})
      select a.property_id, p.owner_id, ${day}::date,
        coalesce(e.impression, 0), coalesce(e.views, 0), coalesce(e.interested, 0), coalesce(e.whatsapp, 0), coalesce(e.call, 0),
        coalesce(e.message_owner, 0), coalesce(e.request_tour, 0), coalesce(s.favorites, 0), coalesce(h.alert_hits, 0)
      from active a
      join ${properties} p on p.id = a.property_id
      left join events e on e.property_id = a.property_id
      left join saved s on s.property_id = a.property_id
      left join alerted h on h.property_id = a.property_id`);
    await addDayChange(tx, day);
    await tx.execute(sql`delete from ${listingDailyCounters} where day = ${day}`);
    await tx.execute(sql`insert into ${listingDailyCounters} select * from rolled_day`);
    await sumOwnersDay(tx, day);
    return rowCount ?? 0;
  });
}

/**
 * Adds what rolling the day up again changed (the rows in `rolled_day` minus the day's rows
 * still in `listing_daily_counters`) to the listings' totals and to each period holding the day.
 */
async function addDayChange(executor: Executor, day: string): Promise<void> {
  const changes = sql.raw(COUNTER_COLUMNS.map((column) => `coalesce(fresh.${column}, 0) - coalesce(stale.${column}, 0) as ${column}`).join(", "));
  const changed = sql.raw(COUNTER_COLUMNS.map((column) => `${column} <> 0`).join(" or "));
  await executor.execute(sql`
    with change as (
      select coalesce(fresh.property_id, stale.property_id) as property_id, coalesce(fresh.owner_id, stale.owner_id) as owner_id, ${changes}
      from rolled_day fresh
      full join (select * from ${listingDailyCounters} where day = ${day}) stale on stale.property_id = fresh.property_id
    ),
    lifetime as (
      insert into ${listingTotals} as totals (property_id, impression, views)
      select property_id, impression, views from change where impression <> 0 or views <> 0
      on conflict (property_id) do update set ${addExcluded("totals", ["impression", "views"])}
    )
    insert into ${listingPeriodTotals} as totals (property_id, period, owner_id, ${columnList()})
    select change.property_id, windows.period, change.owner_id, ${columnList("change.")}
    from change join ${listingPeriodWindows} windows on ${day}::date >= windows.first_day
    where ${changed}
    on conflict (property_id, period) do update set owner_id = excluded.owner_id, ${addExcluded("totals", COUNTER_COLUMNS)}`);
}

/**
 * Moves each period's first day to `today`'s: the days it leaves are subtracted from the
 * listings' period totals (once: the new first day is stored in the same transaction), and a
 * listing left with nothing in the period loses its row.
 */
async function movePeriodWindows(executor: Executor, today: string): Promise<void> {
  const { rows } = await executor.execute<{ period: number; first_day: string; next_first_day: string }>(sql`
    select period, first_day::text, (${today}::date - period + 1)::text as next_first_day
    from ${listingPeriodWindows} where first_day < ${today}::date - period + 1`);
  const subtract = sql.raw(COUNTER_COLUMNS.map((column) => `${column} = totals.${column} - left_days.${column}`).join(", "));
  const empty = sql.raw(COUNTER_COLUMNS.map((column) => `totals.${column} = 0`).join(" and "));
  for (const { period, first_day: firstDay, next_first_day: nextFirstDay } of rows) {
    const leaving = sql`select property_id, ${sql.raw(COUNTER_COLUMNS.map((column) => `sum(${column}) as ${column}`).join(", "))}
      from ${listingDailyCounters} where day >= ${firstDay} and day < ${nextFirstDay} group by property_id`;
    await executor.execute(sql`update ${listingPeriodTotals} as totals set ${subtract}
      from (${leaving}) as left_days where totals.property_id = left_days.property_id and totals.period = ${period}`);
    await executor.execute(sql`delete from ${listingPeriodTotals} as totals
      using (${leaving}) as left_days where totals.property_id = left_days.property_id and totals.period = ${period} and ${empty}`);
    await executor.execute(sql`update ${listingPeriodWindows} set first_day = ${nextFirstDay} where period = ${period}`);
  }
}

/** Replaces one day of `owner_daily_counters` with that day's listing rows summed per owner. */
export async function sumOwnersDay(executor: Executor, day: string): Promise<void> {
  await executor.execute(sql`delete from ${ownerDailyCounters} where day = ${day}`);
  await sumOwnerDays(executor, sql`day = ${day}`);
}

/** Adds to `owner_daily_counters` the listing rows matching `scope` (days not there yet), summed per owner and day. */
export async function sumOwnerDays(executor: Executor, scope: SQL): Promise<void> {
  await executor.execute(sql`
    insert into ${ownerDailyCounters}
      (owner_id, day, impression, views, interested, whatsapp, call, message_owner, request_tour, favorites, alert_hits)
    select owner_id, day, sum(impression), sum(views), sum(interested), sum(whatsapp), sum(call),
      sum(message_owner), sum(request_tour), sum(favorites), sum(alert_hits)
    from ${listingDailyCounters} where ${scope} group by owner_id, day`);
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
