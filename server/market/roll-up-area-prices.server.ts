import { type SQL, sql } from "drizzle-orm";
import { MIN_SIZE_M2, MONTHS_PER_PAYMENT, OUTLIER_FACTOR, TREND_MONTHS } from "../../domain/market.ts";
import { beirutZone } from "../db/beirut-zone.server.ts";
import type { Database } from "../db/client.server.ts";
import { areaPrices, listingPriceHistory, properties } from "../db/schema.ts";
import { currentLbpPerUsd } from "../money/exchange-rate.server.ts";
import { publicListing } from "../search/public-listing.server.ts";
import { db } from "../runtime.server.ts";

/** A price in US dollars brought to a month for a rent (domain/market.ts `monthlyAskingPrice`, in SQL). */
const monthly = (usd: SQL) =>
  sql`case when ${properties.listingType} = 'Sale' then ${usd} else ${usd} / (case ${properties.paymentFrequency} ${sql.raw(
    Object.entries(MONTHS_PER_PAYMENT)
      .map(([frequency, months]) => `when '${frequency}' then ${months}`)
      .join(" "),
  )} else 1 end) end`;

/**
 * Rebuilds `area_prices` whole (decision 0066), in one transaction, from:
 * - the live listings' asking prices now (`usd_price_calculated`: LBP at the rate in force);
 * - for the trend, the listings live in each of the last months (approved, created before the
 *   month ended, not yet expired or taken when it began) at the price they asked at the month's
 *   end: the old price of the first change after it in `listing_price_history`, else today's.
 * Outliers are left out of both: more than OUTLIER_FACTOR times from the median of their district,
 * listing type and property type today. Answers the number of rows written.
 */
export async function rollUpAreaPrices(now = new Date(), database: Database = db()): Promise<number> {
  return database.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('roll-up-area-prices'))`);
    const lbpPerUsd = await currentLbpPerUsd(tx);
    await tx.execute(sql`
      create temporary table asking_now on commit drop as
      select district, area_id, listing_type, property_type, bedroom, size,
        ${monthly(sql`${properties.usdPriceCalculated}`)}::float8 as price, ${properties.priceReducedAt} is not null as reduced
      from ${properties}
      where ${publicListing(now)} and ${properties.takenAt} is null and ${properties.usdPriceCalculated} > 0`);
    // Each kind's typical price, and the numbers (`place_no`, `type_no`) that stand for its district
    // and listing type and its property type in the trend's rows: grouping ~6,800,000 rows of
    // listings and months by text took 57 s of CPU at 1,000,000 listings, by numbers 19 s.
    await tx.execute(sql`
      create temporary table asking_typical on commit drop as
      select district, listing_type, property_type, percentile_cont(0.5) within group (order by price) as median,
        dense_rank() over (order by district, listing_type)::int as place_no, dense_rank() over (order by property_type)::int as type_no
      from asking_now group by district, listing_type, property_type`);
    // Its 572 kinds (at 1,000,000 listings) known to the planner: the filters below join by hash (1.3 s to 0.4 s).
    await tx.execute(sql`analyze asking_typical`);
    await tx.execute(sql`
      create temporary table trend_months on commit drop as
      select month_no::int, to_char(local_start, 'YYYY-MM') as month, local_start at time zone ${beirutZone} as start,
        least((local_start + interval '1 month') at time zone ${beirutZone}, ${now}::timestamptz) as finish
      from generate_series(date_trunc('month', ${now}::timestamptz at time zone ${beirutZone}) - ${`${TREND_MONTHS - 1} months`}::interval,
        date_trunc('month', ${now}::timestamptz at time zone ${beirutZone}), interval '1 month') with ordinality as months(local_start, month_no)`);
    // Unanalysed, the twelve months were estimated at 1,070 rows and the listings read through an
    // index once per month: 150 s at 1,000,000 listings, 39 s with one scan of them (a loaded machine).
    await tx.execute(sql`analyze trend_months`);
    // The price each listing asked at each month's end, for those whose price changed since: the
    // old price of the first change after it, one row per listing (141,000 at 1,000,000 listings).
    // A change after a month's end is after every earlier month's end too, so the months with one
    // are months 1 to k and element i of the arrays is month i's (a listing without a change after
    // month i reads null there: today's price).
    await tx.execute(sql`
      create temporary table prices_then on commit drop as
      select property_id, array_agg(old_price order by month_no) as old_prices, array_agg(old_unit order by month_no) as old_units
      from (
        select distinct on (h.property_id, m.month_no) h.property_id, m.month_no, h.old_price, h.old_unit
        from ${listingPriceHistory} h join trend_months m on h.changed_at >= m.finish
        order by h.property_id, m.month_no, h.changed_at
      ) changes
      group by property_id`);
    await tx.execute(sql`analyze prices_then`);
    const askedThen = sql`coalesce(asked.old_prices[m.month_no], ${properties.price})`;
    // A row per listing and month it was live (6,700,000 at 1,000,000 listings), outliers left out:
    // within OUTLIER_FACTOR of today's typical price of the kind, a kind with no live listing today
    // left out. The kind and the listing's old prices are joined per listing, before the months, and
    // `offset 0` keeps the price worked out once per row where the planner would inline it into the
    // filter three times: making these rows took 19 s at 1,000,000 listings, 10 s so. The trend's
    // grouping reads them as they are made (a temporary table of them cost another 2 s).
    const askingThen = sql`
      select place_no, area_id, type_no, bedroom, month_no, price
      from (
        select t.place_no, ${properties.areaId} as area_id, t.type_no, ${properties.bedroom} as bedroom, m.month_no, t.median,
          ${monthly(sql`(case when coalesce(asked.old_units[m.month_no], ${properties.unit}) = 'USD' then ${askedThen} else ${askedThen} / ${lbpPerUsd} end)`)}::float8 as price
        from ${properties}
        join asking_typical t on t.district = ${properties.district} and t.listing_type = ${properties.listingType}
          and t.property_type = ${properties.propertyType}
        left join prices_then asked on asked.property_id = ${properties.id}
        join trend_months m on ${properties.createdAt} < m.finish
          and coalesce(least(${properties.takenAt}, ${properties.expiresOn}), 'infinity') > m.start
        where ${properties.approvedOn} is not null and not ${properties.isDeleted} and ${properties.status} <> 'Rejected' and ${properties.price} > 0
        offset 0
      ) a
      where price between median / ${sql.raw(String(OUTLIER_FACTOR))} and median * ${sql.raw(String(OUTLIER_FACTOR))}`;
    // The outlier filter: within OUTLIER_FACTOR of today's typical price (every kind of these rows
    // is in asking_typical, made from them).
    await tx.execute(sql`
      delete from asking_now a using asking_typical t
      where t.district = a.district and t.listing_type = a.listing_type and t.property_type = a.property_type
        and a.price not between t.median / ${sql.raw(String(OUTLIER_FACTOR))} and t.median * ${sql.raw(String(OUTLIER_FACTOR))}`);
    await tx.execute(sql`delete from ${areaPrices}`);
    const { rowCount } = await tx.execute(sql`
      insert into ${areaPrices} (district, area_id, listing_type, property_type, bedrooms, listings, median, lower_quartile,
        upper_quartile, sized_listings, median_per_m2, reduced_listings, trend, rolled_up_at)
      -- Per district and listing type and, rolled up or not, area, property type and bedrooms
      -- (a cube); listings without an area count for their district only.
      with today as (
        select district, listing_type, coalesce(area_id, 0) as area_key, coalesce(property_type, '') as type_key,
          coalesce(bedroom, -1) as bedrooms_key, area_id, property_type, bedroom, count(*)::int as listings,
          -- One sort of each group's prices for the three figures (three calls sorted them three times).
          percentile_cont(array[0.25, 0.5, 0.75]) within group (order by price) as quartiles,
          (count(*) filter (where size >= ${MIN_SIZE_M2}))::int as sized_listings,
          percentile_cont(0.5) within group (order by price / size) filter (where size >= ${MIN_SIZE_M2}) as median_per_m2,
          (count(*) filter (where reduced))::int as reduced_listings
        from asking_now
        group by district, listing_type, cube(area_id, property_type, bedroom)
        having grouping(area_id) = 1 or area_id is not null
      ),
      month_groups as (
        select place_no, coalesce(area_id, 0) as area_key, type_no, coalesce(bedroom, -1) as bedrooms_key, month_no,
          count(*)::int as listings, percentile_cont(0.5) within group (order by price) as median
        from (${askingThen}) asking_then
        group by place_no, month_no, cube(area_id, type_no, bedroom)
        having grouping(area_id) = 1 or area_id is not null
      ),
      months as (
        select places.district, places.listing_type, g.area_key, coalesce(types.property_type, '') as type_key, g.bedrooms_key, m.month, g.listings, g.median
        from month_groups g
        join (select distinct place_no, district, listing_type from asking_typical) places using (place_no)
        left join (select distinct type_no, property_type from asking_typical) types using (type_no)
        join trend_months m using (month_no)
      ),
      trends as (
        select today.district, today.listing_type, today.area_key, today.type_key, today.bedrooms_key,
          jsonb_agg(jsonb_build_object('month', m.month, 'listings', coalesce(months.listings, 0), 'median', months.median) order by m.month) as trend
        from today cross join trend_months m
        left join months using (district, listing_type, area_key, type_key, bedrooms_key, month)
        group by today.district, today.listing_type, today.area_key, today.type_key, today.bedrooms_key
      )
      select district, area_id, listing_type, property_type, bedroom, listings, quartiles[2], quartiles[1], quartiles[3],
        sized_listings, median_per_m2, reduced_listings, trends.trend, ${now}
      from today join trends using (district, listing_type, area_key, type_key, bedrooms_key)`);
    return rowCount ?? 0;
  });
}
