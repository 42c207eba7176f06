/**
 * `npx tsx bench/saved-search-alerts.ts [--listings 10000] [--searches 100000] [--database-url URL]`
 *
 * A day of saved-search alerts (issue 15, decision 0027): N listings approved or changed in the
 * last day against M saved searches, matched by the alert job's one set-based statement
 * (`matchSavedSearches`), then the due alerts taken and queued (`sendSearchAlerts`, mail jobs
 * counted, not sent). Generated in SQL in a throwaway embedded PostgreSQL unless --database-url
 * names an empty database. Searches are a realistic mix: nine in ten name a district, four in five
 * a property type, seven in ten a price ceiling of their listing type, half a bedroom minimum, one
 * in ten a word.
 * Prints the time of each step and the number of matches.
 */
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { PROPERTY_TYPES } from "../domain/listing.ts";
import { db } from "../server/runtime.server.ts";
import { withBenchRuntime } from "./support/bench-runtime.ts";
import { matchSavedSearches } from "../server/saved-searches/match-saved-searches.server.ts";
import { sendSearchAlerts } from "../server/saved-searches/send-search-alerts.server.ts";
import { DAY_MS } from "../domain/days.ts";

const { values: args } = parseArgs({
  options: {
    listings: { type: "string", default: "10000" },
    searches: { type: "string", default: "100000" },
    "database-url": { type: "string" },
  },
});
const LISTINGS = Number(args.listings);
const SEARCHES = Number(args.searches);
const WORDS = ["sea", "view", "garden", "parking", "furnished", "balcony", "renovated", "quiet"];
const typesArray = sql.raw(`array[${PROPERTY_TYPES.map((type) => `'${type}'`).join(",")}]`);
const wordsArray = sql.raw(`array[${WORDS.map((word) => `'${word}'`).join(",")}]`);

async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  console.log(`${label.padEnd(44)} ${((performance.now() - started) / 1000).toFixed(2).padStart(8)} s`);
  return result;
}

async function generate(): Promise<void> {
  const districts = sql`(select array_agg(distinct district order by district) from areas)`;
  await timed(`${SEARCHES.toLocaleString("en")} saved searches (and their users)`, async () => {
    await db().execute(sql`insert into users (email, username, first_name)
      select 'seeker' || n || '@bench.test', 'seeker' || n || '@bench.test', 'Seeker' from generate_series(1, ${Math.ceil(SEARCHES / 2)}) as n`);
    await db().execute(sql`with seekers as (select id, row_number() over (order by id) as n from users where email like 'seeker%')
      insert into saved_searches (user_id, name, listing_type, district, property_type, price_max, bedroom_min, words, frequency, created_at)
      select s.id, 'Search ' || g.n, kind.listing_type,
        case when random() < 0.9 then (${districts})[1 + floor(random() * cardinality(${districts}))::int] end,
        case when random() < 0.8 then (${typesArray})[1 + floor(random() * ${PROPERTY_TYPES.length})::int] end,
        case when random() < 0.7 then (case when kind.listing_type = 'Rental' then 500 + floor(random() * 2500) else 100000 + floor(random() * 800000) end) end,
        case when random() < 0.5 then 1 + floor(random() * 4)::int end,
        case when random() < 0.1 then array[(${wordsArray})[1 + floor(random() * ${WORDS.length})::int]] else '{}'::text[] end,
        (array['instant','daily','weekly'])[1 + floor(random() * 3)::int],
        now() - interval '2 days'
      from generate_series(1, ${SEARCHES}) as g(n)
      cross join lateral (select case when random() < 0.6 then 'Rental' else 'Sale' end as listing_type, g.n) as kind
      join seekers s on s.n = 1 + (g.n % ${Math.ceil(SEARCHES / 2)})`);
  });
  await timed(`${LISTINGS.toLocaleString("en")} listings live or changed in the day`, async () => {
    await db().execute(sql`insert into users (email, username, first_name) values ('agency@bench.test', 'agency@bench.test', 'Agency')`);
    await db().execute(sql`insert into properties (owner_id, title, listing_type, property_type, price, usd_price_calculated, size, bedroom, bathroom,
        district, keywords, status, visible, approved_on, updated_at)
      select (select id from users where email = 'agency@bench.test'), 'Listing ' || g.n, t.listing_type,
        (${typesArray})[1 + floor(random() * ${PROPERTY_TYPES.length})::int], t.price, t.price, 60 + floor(random() * 300), floor(random() * 6)::int, 1 + floor(random() * 3)::int,
        (${districts})[1 + floor(random() * cardinality(${districts}))::int],
        array[(${wordsArray})[1 + floor(random() * ${WORDS.length})::int], (${wordsArray})[1 + floor(random() * ${WORDS.length})::int]],
        'Approved', true, t.at, t.at
      from generate_series(1, ${LISTINGS}) as g(n)
      cross join lateral (select case when random() < 0.6 then 'Rental' else 'Sale' end as listing_type, now() - random() * interval '1 day' as at, g.n) as seed
      cross join lateral (select seed.listing_type, seed.at,
        case when seed.listing_type = 'Rental' then 300 + floor(random() * 3000) else 50000 + floor(random() * 900000) end as price) as t`);
    await db().execute(sql`analyze`);
  });
}

async function main(): Promise<void> {
  let mailsQueued = 0;
  // The alert mails are counted: the benchmark measures matching and taking them, not SMTP.
  const jobs = {
    send: async () => {
      mailsQueued += 1;
    },
    stop: async () => {},
  };
  await withBenchRuntime({ name: "beitna_alerts_bench", databaseUrl: args["database-url"], jobs }, async () => {
    await generate();
    const now = new Date();
    const matched = await timed("match the day's listings (one statement)", () =>
      matchSavedSearches({ changedAfter: new Date(now.getTime() - DAY_MS), changedUntil: now }, now),
    );
    const again = await timed("match again (nothing new: each listing once)", () =>
      matchSavedSearches({ changedAfter: new Date(now.getTime() - DAY_MS), changedUntil: now }, now),
    );
    const alerts = await timed("take the due alerts and queue their mails", () => sendSearchAlerts(new Date(now.getTime() + 8 * DAY_MS)));
    console.log(
      `\nmatches: ${matched.toLocaleString("en")} (second run: ${again}); alerts sent: ${alerts.toLocaleString("en")}; mails queued: ${mailsQueued.toLocaleString("en")}`,
    );
  });
}

await main();
