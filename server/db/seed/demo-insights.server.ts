import { sql } from "drizzle-orm";
import type { Executor } from "../client.server.ts";
import { sumOwnerDays } from "../../insights/roll-up-daily-counters.server.ts";
import { listingDailyCounters, listingPeriodTotals, listingPeriodWindows, properties } from "../schema.ts";
import { beirutZone } from "../beirut-zone.server.ts";

/** How far back the demo owner's charts go (bounded by each listing's first day). */
export const DEMO_INSIGHT_DAYS = 60;

/**
 * The demo owner's daily counters (decision 0047), so their insights show charts at once: each of
 * their listings from its first day (at most 60 days back) until yesterday, with plausible,
 * repeatable numbers (more views at weekends, impressions a multiple of views, few contacts), the
 * owner's sums per day and the 7/30/90-day totals, as the rollup would have left them. Today is
 * left to the rollup, which rebuilds it from the day's events.
 */
export async function seedDemoInsights(tx: Executor, ownerId: string): Promise<void> {
  await tx.execute(sql`
    insert into ${listingDailyCounters}
      (property_id, owner_id, day, impression, views, interested, whatsapp, call, message_owner, request_tour, favorites, alert_hits)
    select id, owner_id, day, views * (4 + h % 9), views, views / 12, views / 15, views / 25,
      (h % 17 = 0)::int, (h % 19 = 0)::int, (h % 7 = 0)::int, (h % 11 = 0)::int
    from (
      select p.id, p.owner_id, d.day::date as day,
        abs(hashtext(p.id::text || d.day::date::text)) as h,
        abs(hashtext(d.day::date::text || p.id::text)) % 24 + case when extract(isodow from d.day) in (6, 7) then 8 else 2 end as views
      from ${properties} p
      cross join lateral generate_series(
        greatest((p.created_at at time zone ${beirutZone})::date, (now() at time zone ${beirutZone})::date - ${DEMO_INSIGHT_DAYS}::int),
        (now() at time zone ${beirutZone})::date - 1,
        interval '1 day') as d(day)
      where p.owner_id = ${ownerId}
    ) as days`);
  await sumOwnerDays(tx, sql`owner_id = ${ownerId}`);
  await tx.execute(sql`
    insert into ${listingPeriodTotals}
      (property_id, period, owner_id, impression, views, interested, whatsapp, call, message_owner, request_tour, favorites, alert_hits)
    select daily.property_id, windows.period, daily.owner_id, sum(impression), sum(views), sum(interested), sum(whatsapp), sum(call),
      sum(message_owner), sum(request_tour), sum(favorites), sum(alert_hits)
    from ${listingDailyCounters} daily join ${listingPeriodWindows} windows on daily.day >= windows.first_day
    where daily.owner_id = ${ownerId}
    group by daily.property_id, windows.period, daily.owner_id`);
}
