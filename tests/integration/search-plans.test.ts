import fc from "fast-check";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { SEARCH_PAGE_SIZE } from "../../domain/search.ts";
import { type SearchPayload, searchParamsSchema } from "../../domain/search-schema.ts";
import { createListing } from "../../server/db/factories/listings.server.ts";
import { createUser } from "../../server/db/factories/users.server.ts";
import { areas, properties } from "../../server/db/schema.ts";
import { db } from "../../server/runtime.server.ts";
import { featuredBucket, featuredBuckets, featuredSpan, marketDay } from "../../server/search/featured-buckets.server.ts";
import { fewEnoughToSort, searchListings } from "../../server/search/search-listings.server.ts";

// Words read bucket by bucket (decision 0033) must give exactly the page that the plain query
// (every filter, the words, the order, limit and offset) gives, whatever the words' frequency and
// the page: a generated dataset with every priority, boosts, market dates across several days (some
// on the same second, some missing), words from everywhere to almost nowhere, and listings that are
// not public.

const LISTINGS = 1_500;
const NOW = new Date("2026-11-20T10:00:00Z");
/** Word → one listing in how many holds it. */
const WORDS = { everywhere: 1, common: 2, some: 7, few: 61, single: LISTINGS };

beforeAll(async () => {
  const owner = (await createUser(db())).id;
  const [area] = await db().select().from(areas).limit(1);
  const template = await createListing(db(), { ownerId: owner, status: "Approved", title: "Template" });
  await db().update(properties).set({ district: area!.district, city: area!.area, areaId: area!.id }).where(eq(properties.id, template.id));
  // Column → its value for copy g (a SQL expression), every other column copied from the template.
  const overrides: Record<string, string> = {
    listing_type: "case when g % 3 = 0 then 'Sale' else 'Rental' end",
    priority: "1 + (g / 3) % 3",
    boosted: "g % 11 = 0",
    // Spread over a week in steps of ten minutes, some on the same second, some without a date.
    market_date: `case when g % 97 = 0 then null else '${NOW.toISOString()}'::timestamptz - ((g * 47) % 1000) * interval '10 minutes' end`,
    usd_price_calculated: "100 + (g * 37) % 5000",
    bedroom: "g % 6",
    keywords: `array_remove(array[${Object.entries(WORDS)
      .map(([word, every]) => `case when g % ${every} = 0 then '${word}' end`)
      .join(", ")}], null)`,
    visible: "g % 53 <> 0",
    expires_on: `case when g % 59 = 0 then '${NOW.toISOString()}'::timestamptz - interval '1 day' end`,
  };
  const { rows: columns } = await db().execute<{ name: string }>(
    sql`select column_name as name from information_schema.columns where table_name = 'properties' and column_name <> 'id' and is_generated = 'NEVER'`,
  );
  const names = columns.map((column) => column.name);
  const values = names.map((name) => overrides[name] ?? `p.${name}`);
  await db().execute(
    sql.raw(
      `insert into properties (${names.join(", ")}) select ${values.join(", ")} from properties p, generate_series(1, ${LISTINGS}) g where p.id = '${template.id}'`,
    ),
  );
  await db().delete(properties).where(eq(properties.id, template.id));
  await db().execute(sql`analyze properties`);
});

/** The plain query: the public listings of the type holding every word, with the filters, in the page's order. */
async function referencePage(params: ReturnType<typeof searchParamsSchema.parse>): Promise<string[]> {
  const order = {
    featured: "priority desc nulls last, boosted desc nulls last, market_date desc nulls last, id",
    newest: "market_date desc nulls last, id",
    price_asc: "usd_price_calculated, id",
    price_desc: "usd_price_calculated desc, id desc",
    size: "size desc, id desc",
  }[params.sort];
  const { rows } = await db().execute<{ id: string }>(sql`
    select id from properties
    where status = 'Approved' and visible and not is_deleted and (expires_on is null or expires_on > ${NOW})
      and listing_type = ${params.listing_type} and keywords @> ${sql.param(params.search)}::text[]
      and usd_price_calculated >= ${params.price_min} and bedroom >= ${params.bedroom_min}
    order by ${sql.raw(order)}
    limit ${SEARCH_PAGE_SIZE} offset ${(params.page - 1) * SEARCH_PAGE_SIZE}`);
  return rows.map((row) => row.id);
}

describe("words read bucket by bucket", () => {
  it("give the plain query's page, whatever the words, the order and the page", async () => {
    const payloads = fc.record({
      listing_type: fc.constantFrom("Rental", "Sale"),
      search: fc.subarray(Object.keys(WORDS), { minLength: 1, maxLength: 2 }),
      sort: fc.constantFrom("featured", "newest", "price_asc", "price_desc"),
      page: fc.integer({ min: 1, max: 45 }),
      price_min: fc.constantFrom(0, 2_500),
      bedroom_min: fc.constantFrom(0, 3),
    });
    await fc.assert(
      fc.asyncProperty(payloads, async (payload: SearchPayload) => {
        const params = searchParamsSchema.parse(payload);
        const { results, page } = await searchListings(params, { now: NOW });
        // A page past the last one is answered with the last one (decision 0038).
        if (page !== params.page) expect(await referencePage(params)).toEqual([]);
        expect(results.map((card) => card.id)).toEqual(await referencePage({ ...params, page }));
      }),
      { numRuns: 80 },
    );
  });

  it("span every bucket the public listings fill, in the featured order", async () => {
    const span = await featuredSpan("Rental");
    expect(span.priorities).toEqual([3, 2, 1]);
    const buckets = featuredBuckets(span);
    const { rows } = await db().execute<{ bucket: string }>(sql`
      select distinct listing_featured_bucket(priority, boosted, market_date) as bucket from properties
      where status = 'Approved' and visible and not is_deleted and listing_type = 'Rental'`);
    for (const { bucket } of rows) expect(buckets).toContain(bucket);
    // Priority first, then boosted before not, then the newest day first, a missing date last.
    expect(buckets.slice(0, 2)).toEqual([featuredBucket(3, true, span.lastDay), featuredBucket(3, true, span.lastDay! - 1)]);
    expect(buckets.at(-1)).toBe(featuredBucket(1, false, null));
  });

  it("name a listing's bucket as the database does, around midnight, before 1970 and without a date", async () => {
    const dates = [new Date("2026-11-20T23:59:59.999Z"), new Date("2026-11-21T00:00:00Z"), new Date("1969-12-31T12:00:00Z"), null];
    for (const date of dates) {
      for (const [priority, boosted] of [
        [3, true],
        [1, false],
      ] as const) {
        const { rows } = await db().execute<{ bucket: string }>(
          sql`select listing_featured_bucket(${priority}::smallint, ${boosted}, ${date}::timestamptz) as bucket`,
        );
        expect(rows[0]!.bucket).toBe(featuredBucket(priority, boosted, date && marketDay(date)));
      }
    }
  });

  it("are read through the buckets' index, not by walking an order", async () => {
    const { rows } = await db().execute<{ "QUERY PLAN": string }>(sql`
      explain select id from unnest(array['3+20412', '3-20412']) as buckets(bucket) cross join lateral (
        select id from properties
        where status = 'Approved' and visible and not is_deleted and listing_type = 'Rental'
          and listing_keyword_tokens(keywords, listing_featured_bucket(priority, boosted, market_date)) @> listing_keyword_tokens(array['few'], buckets.bucket)
        order by priority desc nulls last, boosted desc nulls last, market_date desc nulls last, id limit 24) listing limit 24`);
    expect(rows.map((row) => row["QUERY PLAN"]).join("\n")).toContain("properties_featured_keywords_rental_idx");
  });

  it("read a few matches whole and sorted when one listing stretches the market days over decades", async () => {
    // One rental on the market since 2000 puts about 59,000 buckets between it and today's.
    const owner = (await createUser(db())).id;
    const old = await createListing(db(), { ownerId: owner, status: "Approved", title: "Old stone house", marketDate: new Date("2000-01-01T00:00:00Z") });
    await db()
      .update(properties)
      .set({ keywords: ["single", "stone"], expiresOn: null, bedroom: 1, usdPriceCalculated: 500 })
      .where(eq(properties.id, old.id));
    const probes = featuredBuckets(await featuredSpan("Rental")).length;
    expect(probes).toBeGreaterThan(50_000);
    for (const sort of ["featured", "newest"] as const) {
      const params = searchParamsSchema.parse({ listing_type: "Rental", search: ["single"], sort });
      const { results, count } = await searchListings(params, { now: NOW });
      expect(fewEnoughToSort(count, params, probes)).toBe(true);
      expect(results.map((card) => card.id)).toEqual(await referencePage(params));
      expect(results.map((card) => card.id)).toContain(old.id);
    }
    // A word most listings hold still reads the buckets.
    expect(fewEnoughToSort(1_001, searchParamsSchema.parse({ search: ["everywhere"] }), probes)).toBe(false);
  });
});
