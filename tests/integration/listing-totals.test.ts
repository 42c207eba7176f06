import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DAY_MS, addDays } from "../../domain/days.ts";
import { beirutDay } from "../../domain/beirut-clock.ts";
import { createListing } from "../../server/db/factories/listings.server.ts";
import { createUser } from "../../server/db/factories/users.server.ts";
import { listingCounterEvents } from "../../server/db/schema.ts";
import { exportInsights } from "../../server/insights/export-insights.server.ts";
import { ownerInsights } from "../../server/insights/listing-insights.server.ts";
import { rollUpDay } from "../../server/insights/roll-up-daily-counters.server.ts";
import { countListingView } from "../../server/listings/count-listing-view.server.ts";
import { findListingRecord } from "../../server/listings/find-listing-page.server.ts";
import { findOwnerListings } from "../../server/listings/owner-listings.server.ts";
import { db } from "../../server/runtime.server.ts";
import { flushImpressions, recordImpressions } from "../../server/search/record-impressions.server.ts";

// Decision 0034: impressions and views are counted as events only; the rollup adds them to the
// listing's totals and to its 7, 30 and 90-day totals. This file moves the periods' days forward,
// so it keeps its own database (as every test file does).
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36";

/** Each period's totals as the daily rows sum them: what the rollup's running totals must equal. */
async function periodsAgree(): Promise<boolean> {
  const { rows } = await db().execute<{ disagreeing: number }>(sql`
    with expected as (
      select d.property_id, w.period, sum(d.impression)::int as impression, sum(d.views)::int as views, sum(d.call)::int as call
      from listing_daily_counters d join listing_period_windows w on d.day >= w.first_day
      group by d.property_id, w.period
      having sum(d.impression) + sum(d.views) + sum(d.call) + sum(d.favorites) + sum(d.alert_hits) + sum(d.interested)
        + sum(d.whatsapp) + sum(d.message_owner) + sum(d.request_tour) > 0
    ),
    kept as (select property_id, period, impression, views, call from listing_period_totals)
    select count(*)::int as disagreeing from ((select * from expected except select * from kept) union all (select * from kept except select * from expected)) as differences`);
  return rows[0]!.disagreeing === 0;
}

describe("impressions and views off the listing row", () => {
  it("are counted as events and appear in the listing's totals (page, API, dashboard, export) once rolled up", async () => {
    const owner = await createUser(db());
    const listing = await createListing(db(), { ownerId: owner.id, status: "Approved", district: "Beirut", title: "Counted flat" });
    await countListingView(listing.id, { address: "10.1.0.1", userAgent: BROWSER });
    await countListingView(listing.id, { address: "10.1.0.2", userAgent: BROWSER });
    recordImpressions([listing.id, listing.id], BROWSER);
    await flushImpressions();

    const dashboard = async () => (await findOwnerListings(owner.id, { sort: "newest", page: 1 })).items[0]!.counters;
    const exported = async () => (await exportInsights(owner.id, "en")).trimEnd().split("\r\n")[1]!;
    // Until the rollup runs, nothing shows (at most its 15 minutes behind).
    expect((await findListingRecord(listing.id, null))!.counters).toMatchObject({ impression: 0, views: 0 });
    await rollUpDay(beirutDay(new Date()));
    expect((await findListingRecord(listing.id, null))!.counters).toMatchObject({ impression: 2, views: 2 });
    expect(await dashboard()).toMatchObject({ impression: 2, views: 2 });
    expect(await exported()).toContain(",2,2,0,0,0,0,0");

    // A second run of the same day changes nothing; later counts are added once.
    await rollUpDay(beirutDay(new Date()));
    await countListingView(listing.id, { address: "10.1.0.3", userAgent: BROWSER });
    await rollUpDay(beirutDay(new Date()));
    await rollUpDay(beirutDay(new Date()));
    expect(await dashboard()).toMatchObject({ impression: 2, views: 3 });
    expect(await periodsAgree()).toBe(true);
  });

  it("keep each listing's 7, 30 and 90-day totals: a day leaving a period is taken out of it once, and the listing's total stays", async () => {
    const owner = await createUser(db());
    const active = await createListing(db(), { ownerId: owner.id, status: "Approved" });
    const quiet = await createListing(db(), { ownerId: owner.id, status: "Approved" });
    const today = beirutDay(new Date());
    const sixDaysAgo = addDays(today, -6);
    await db()
      .insert(listingCounterEvents)
      .values([
        { propertyId: active.id, day: sixDaysAgo, counter: "views", amount: 5 },
        { propertyId: active.id, day: today, counter: "impression", amount: 10 },
        { propertyId: quiet.id, day: sixDaysAgo, counter: "views", amount: 2 },
        { propertyId: quiet.id, day: sixDaysAgo, counter: "call", amount: 1 },
      ]);
    await rollUpDay(sixDaysAgo);
    await rollUpDay(today);
    const top = async (period: 7 | 30) =>
      (await ownerInsights(owner.id, period)).listings.map(({ id, views, impression, call }) => ({ id, views, impression, call }));
    expect(await top(7)).toEqual([
      { id: active.id, views: 5, impression: 10, call: 0 },
      { id: quiet.id, views: 2, impression: 0, call: 1 },
    ]);
    expect(await periodsAgree()).toBe(true);

    // Tomorrow, the day six days ago leaves the 7-day period (however often the rollup runs), not the 30-day one.
    const tomorrow = new Date(Date.now() + DAY_MS);
    await rollUpDay(beirutDay(tomorrow), tomorrow);
    await rollUpDay(beirutDay(tomorrow), tomorrow);
    expect(await top(7)).toEqual([{ id: active.id, views: 0, impression: 10, call: 0 }]);
    expect(await top(30)).toEqual([
      { id: active.id, views: 5, impression: 10, call: 0 },
      { id: quiet.id, views: 2, impression: 0, call: 1 },
    ]);
    expect(await periodsAgree()).toBe(true);
    expect((await findListingRecord(active.id, null))!.counters).toMatchObject({ views: 5, impression: 10 });
  });
});
