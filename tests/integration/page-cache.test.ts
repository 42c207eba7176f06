import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { and, eq, gt, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { listingPath } from "../../domain/listing-url.ts";
import { listingTag, ownerTag, PRICES_TAG, PUBLIC_SET_TAG, RATE_TAG, searchTag } from "../../domain/page-tags.ts";
import { approveListing } from "../../server/admin/approve-listing.server.ts";
import { createListing } from "../../server/db/factories/listings.server.ts";
import { createUser } from "../../server/db/factories/users.server.ts";
import { areas, exchangeRates, listingCounterEvents, pageCacheChanges, properties, users } from "../../server/db/schema.ts";
import { rollUpAreaPrices } from "../../server/market/roll-up-area-prices.server.ts";
import { expireListings } from "../../server/listings/expire-listings.server.ts";
import { updateListingForOwner } from "../../server/listings/edit-listing.server.ts";
import { db, runtime } from "../../server/runtime.server.ts";
import { cookieHeaders } from "../support/api.ts";
import { startBuiltServer } from "../support/built-server.ts";
import { startTestJobsWithOutbox } from "../support/jobs.ts";
import { rentalFlatForm } from "../support/listing-form.ts";
import { freePort } from "../support/postgres.ts";
import { DAY_MS } from "../../domain/days.ts";

// The built app in production mode, two web processes on this file's database: the changes below are
// written by this process, as another instance or a job would, and each must show on the next request
// of a listing page, and within a second on home and the search pages (decision 0071).
await startTestJobsWithOutbox();
const base = `http://127.0.0.1:${await freePort()}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "beitna-page-cache-"));
const server = await startBuiltServer({ baseUrl: base, databaseUrl: runtime().env.DATABASE_URL!, dataDir, env: { HOST: "127.0.0.1", WEB_CONCURRENCY: "2" } });
afterAll(async () => {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

async function visit(address: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}${address}`, { headers: { "user-agent": BROWSER, "accept-language": "en", ...headers }, redirect: "manual" });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

/** The lists' lag (PAGE_CACHE_LIST_LAG_MS's default), with room for a busy machine's turns. */
const LIST_LAG_MS = 1_000;

/** A list (home, a search) as it is once the lag after the last change is over: polled, never waited out in one sleep. */
async function listSoon(address: string, shows: (html: string) => boolean): Promise<string> {
  let html = "";
  await expect.poll(async () => shows((html = (await visit(address)).html)), { timeout: LIST_LAG_MS + 4_000, interval: 100 }).toBe(true);
  return html;
}

/** As `visit`, on a connection of its own: the cluster hands each new connection to the next process. */
function visitOnNewConnection(address: string, headers: Record<string, string>): Promise<{ status: number; headers: Headers; html: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${base}${address}`, { agent: false, headers: { "user-agent": BROWSER, "accept-language": "en", ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("error", reject);
      response.on("end", () => {
        const body = Buffer.concat(chunks);
        const encoding = response.headers["content-encoding"];
        const html = (encoding === "br" ? zlib.brotliDecompressSync(body) : encoding === "gzip" ? zlib.gunzipSync(body) : body).toString("utf8");
        const answerHeaders = new Headers();
        for (const [name, value] of Object.entries(response.headers)) if (value !== undefined) answerHeaders.set(name, String(value));
        resolve({ status: response.statusCode ?? 0, headers: answerHeaders, html });
      });
    });
    request.on("error", reject);
  });
}

function nonceOf(page: { headers: Headers }): string | undefined {
  return /'nonce-([^']+)'/.exec(page.headers.get("content-security-policy") ?? "")?.[1];
}

/**
 * Until two answers in a row come from the cache: both web processes have the page (the cluster takes
 * turns). With `copyOf`, until one is that very stored copy: each process renders its own (its own
 * nonce, its own streaming order), asked on new connections so that the processes take turns.
 */
async function cached(address: string, headers: Record<string, string> = {}, copyOf?: { headers: Headers }) {
  let hits = 0;
  for (let attempt = 0; attempt < 20; attempt++) {
    const page = copyOf ? await visitOnNewConnection(address, headers) : await visit(address, headers);
    hits = page.headers.get("x-page-cache") === "hit" ? hits + 1 : 0;
    if (copyOf ? hits > 0 && nonceOf(page) === nonceOf(copyOf) : hits === 2) return page;
  }
  throw new Error(`${address} never came from the cache`);
}

describe("the visitor page cache", () => {
  it("shows a listing's edit, approval and expiry on the next visitor's request, on the listing page and /rent", async () => {
    const owner = await createUser(db(), { email: "cache-owner@example.com", firstName: "Rima" });
    const admin = await createUser(db(), { email: "cache-admin@example.com", admin: true });
    const listing = await createListing(db(), {
      ownerId: owner.id,
      status: "Approved",
      title: "Quiet flat by the Sursock museum",
      expiresOn: new Date(Date.now() + 10 * DAY_MS),
    });
    let page = listingPath(listing);

    const first = await visit(page);
    expect(first.status).toBe(200);
    expect(first.html).toContain("Quiet flat by the Sursock museum");
    const again = await cached(page);
    expect(again.html).toContain("Quiet flat by the Sursock museum");
    expect(again.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=30, stale-while-revalidate=60");
    expect(again.headers.get("vary")).toMatch(/Cookie.*Accept-Language/);
    // The stored page keeps the nonce its CSP allows.
    expect(again.html).toContain(`nonce="${nonceOf(again)}"`);
    expect((await cached("/rent")).html).toContain("Quiet flat by the Sursock museum");
    // The cache keeps the page in Brotli, which a browser gets though it lists gzip first; a client
    // without Brotli gets it in gzip, and one that takes neither gets it plain: the same page each time.
    const brotli = await cached(page, { "accept-encoding": "gzip, deflate, br, zstd" }, again);
    expect(brotli.headers.get("content-encoding")).toBe("br");
    expect(brotli.html).toBe(again.html);
    const gzipped = await cached(page, { "accept-encoding": "gzip, deflate" }, again);
    expect(gzipped.headers.get("content-encoding")).toBe("gzip");
    expect(gzipped.html).toBe(again.html);
    const plain = await cached(page, { "accept-encoding": "identity" }, again);
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(Number(plain.headers.get("content-length"))).toBe(Buffer.byteLength(plain.html));
    expect(plain.html).toContain("Quiet flat by the Sursock museum");

    // The owner's edit waits for moderation while visitors keep the approved version (decision 0076).
    await updateListingForOwner(owner.id, listing.id, await rentalFlatForm({ title: "Bright flat by the Sursock museum" }), []);
    const waiting = await visit(page);
    expect(waiting.status).toBe(200);
    expect(waiting.html).toContain("Quiet flat by the Sursock museum");
    expect(waiting.html).not.toContain("Bright flat");

    await approveListing(admin.id, listing.id);
    // The old address now redirects to the new title's.
    expect((await visit(page)).status).toBe(301);
    page = listingPath({ ...listing, title: "Bright flat by the Sursock museum" });
    const approved = await visit(page);
    expect(approved.status).toBe(200);
    expect(approved.html).toContain("Bright flat by the Sursock museum");
    await listSoon("/rent", (html) => html.includes("Bright flat by the Sursock museum"));
    await cached(page);

    // The expiry job, run as if its day had come.
    const [{ expiresOn } = { expiresOn: null }] = await db().select({ expiresOn: properties.expiresOn }).from(properties).where(eq(properties.id, listing.id));
    await expireListings(new Date(expiresOn!.getTime() + 1000));
    expect((await visit(page)).status).toBe(404);
    await listSoon("/rent", (html) => !html.includes("Sursock museum"));
  });

  it("keeps a deleted listing's gone page (410, tagged with the listing) until the listing comes back", async () => {
    const owner = await createUser(db(), { email: "cache-gone-owner@example.com" });
    const listing = await createListing(db(), { ownerId: owner.id, status: "Approved", title: "Sea-view flat in Jounieh" });
    const page = listingPath(listing);
    await cached(page);
    await db().update(properties).set({ status: "Deleted", visible: false }).where(eq(properties.id, listing.id));
    const gone = await cached(page);
    expect(gone.status).toBe(410);
    expect(gone.html).toContain("This home is no longer on Beitna");
    expect(gone.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=30, stale-while-revalidate=60");
    await db().update(properties).set({ status: "Approved", visible: true }).where(eq(properties.id, listing.id));
    const back = await visit(page);
    expect(back.status).toBe(200);
    expect(back.html).toContain("Sea-view flat in Jounieh");
  });

  it("serves home and the search pages for up to a second after a change they show, a listing page not at all", async () => {
    const owner = await createUser(db(), { email: "cache-lag-owner@example.com" });
    const listing = await createListing(db(), { ownerId: owner.id, status: "Approved", district: "Chouf", title: "Stone house in Deir el Qamar" });
    const search = "/rent?district=Chouf";
    await cached(listingPath(listing));
    const rendering = Date.now();
    await cached(search);
    await db().update(properties).set({ title: "Stone house in Beiteddine" }).where(eq(properties.id, listing.id));
    // The list, rendered after `rendering` on both processes: the old title until its second is over
    // (checked when the machine was quick enough to ask well within it).
    const meanwhile = await visit(search);
    if (Date.now() - rendering < LIST_LAG_MS / 2) expect(meanwhile.html).toContain("Stone house in Deir el Qamar");
    // The listing's own page: the next request.
    expect((await visit(listingPath(listing))).status).toBe(301);
    expect((await visit(listingPath({ ...listing, title: "Stone house in Beiteddine" }))).html).toContain("Stone house in Beiteddine");
    await listSoon(search, (html) => html.includes("Stone house in Beiteddine"));
  });

  it("keeps a listing page while other listings change; drops it when the listing, its owner's card or the rate changes", async () => {
    const owner = await createUser(db(), { email: "cache-tags-owner@example.com", firstName: "Samir" });
    const neighbour = await createUser(db(), { email: "cache-tags-neighbour@example.com" });
    const listing = await createListing(db(), { ownerId: owner.id, status: "Approved", district: "Keserwan", title: "Terrace flat in Kaslik" });
    const other = await createListing(db(), { ownerId: neighbour.id, status: "Approved", district: "Keserwan", title: "Loft in Zouk" });
    const page = listingPath(listing);
    const first = await cached(page);
    expect(first.headers.get("surrogate-key")?.split(" ")).toEqual(expect.arrayContaining([listingTag(listing.id), ownerTag(owner.id), RATE_TAG]));
    const search = "/rent?district=Keserwan";
    await cached(search);
    expect((await cached("/rent?district=Metn")).headers.get("surrogate-key")).toContain(searchTag("Rental", "Metn"));

    // Another listing of the district changes (as an owner's edit, a job or psql would): this page stays.
    await db().update(properties).set({ title: "Loft in Zouk Mosbeh" }).where(eq(properties.id, other.id));
    for (let n = 0; n < 4; n++) expect((await visit(page)).headers.get("x-page-cache")).toBe("hit");
    expect((await visit("/rent?district=Metn")).headers.get("x-page-cache")).toBe("hit");
    // The district's search pages show it: they are rendered again, on each process.
    await listSoon(search, (html) => html.includes("Loft in Zouk Mosbeh"));

    // The owner's name is on the page.
    await db().update(users).set({ firstName: "Samira" }).where(eq(users.id, owner.id));
    const named = await visit(page);
    expect(named.headers.get("x-page-cache")).toBe("miss");
    expect(named.html).toContain("Samira");
    await cached(page);
    // So are prices in lira.
    await db().insert(exchangeRates).values({ lbpPerUsd: 89_600 });
    expect((await visit(page)).headers.get("x-page-cache")).toBe("miss");
  });

  it("writes, at commit, the tags a change moves as the pages name them", async () => {
    const owner = await createUser(db(), { email: "cache-tags-trigger@example.com" });
    const listing = await createListing(db(), { ownerId: owner.id, status: "Approved", listingType: "Sale", district: "Mount Lebanon" });
    const moved = async (change: () => Promise<unknown>) => {
      const [{ last } = { last: 0 }] = await db()
        .select({ last: sql<number>`coalesce(max(generation), 0)`.mapWith(Number) })
        .from(pageCacheChanges);
      await change();
      return (await db().select({ tag: pageCacheChanges.tag }).from(pageCacheChanges).where(gt(pageCacheChanges.generation, last)))
        .map((row) => row.tag)
        .sort();
    };
    expect(await moved(() => db().update(properties).set({ description: "Now with a garden" }).where(eq(properties.id, listing.id)))).toEqual(
      [listingTag(listing.id), searchTag("Sale", "Mount Lebanon"), searchTag("Sale", undefined)].sort(),
    );
    expect(await moved(() => db().update(properties).set({ visible: false }).where(eq(properties.id, listing.id)))).toContain(PUBLIC_SET_TAG);
    // Counters are not what a page shows.
    expect(
      await moved(() =>
        db()
          .update(properties)
          .set({ interested: sql`${properties.interested} + 1` })
          .where(eq(properties.id, listing.id)),
      ),
    ).toEqual([]);
  });

  it("keeps an area's price guide, and a listing page's comparison, until the next rollup moves the figures", async () => {
    const owner = await createUser(db(), { email: "cache-guide-owner@example.com" });
    // An area of the reference data: the server reads the areas once.
    const [area] = await db().select().from(areas).where(eq(areas.area, "Hasroun"));
    const rent = (usd: number) =>
      createListing(db(), { ownerId: owner.id, status: "Approved", district: "Bcharre", areaId: area!.id, price: usd, usdPriceCalculated: usd, bedroom: 2 });
    const [listing] = await Promise.all([900, 1000, 1100, 1200, 1300].map(rent));
    await rollUpAreaPrices();
    const guide = "/prices/bcharre/hasroun";
    const first = await cached(guide);
    expect(first.html).toMatch(/data-testid="median-Rental"[^>]*>\$1,100/);
    expect(first.headers.get("surrogate-key")).toBe(PRICES_TAG);
    expect((await cached(listingPath(listing!))).headers.get("surrogate-key")?.split(" ")).toContain(PRICES_TAG);

    // A new listing alone moves nothing the guide shows until the rollup.
    await rent(2000);
    expect((await visit(guide)).headers.get("x-page-cache")).toBe("hit");
    await rollUpAreaPrices();
    const rolled = await visit(guide);
    expect(rolled.headers.get("x-page-cache")).toBe("miss");
    expect(rolled.html).toMatch(/data-testid="median-Rental"[^>]*>\$1,150/);
    expect((await visit(listingPath(listing!))).headers.get("x-page-cache")).toBe("miss");
  });

  it("keeps a page per language", async () => {
    await cached("/", { "accept-language": "en" });
    const arabic = await visit("/", { "accept-language": "ar" });
    expect(arabic.html).toContain('<html lang="ar" dir="rtl"');
    expect((await cached("/?lang=fr")).html).toContain('<html lang="fr"');
  });

  it("never answers a signed-in request from the cache, and marks its pages private", async () => {
    const owner = await createUser(db(), { email: "cache-house-owner@example.com" });
    const member = await createUser(db(), { email: "cache-signed-in@example.com", firstName: "Karim" });
    const listing = await createListing(db(), { ownerId: owner.id, status: "Approved", title: "Stone house in Batroun" });
    const page = listingPath(listing);
    await cached(page);
    const session = await cookieHeaders(base, member.email, member.password);
    for (const address of [page, "/rent", "/"]) {
      const signedIn = await visit(address, session);
      expect(signedIn.status).toBe(200);
      expect(signedIn.headers.get("x-page-cache")).toBeNull();
      expect(signedIn.headers.get("cache-control")).toBe("private, no-store");
    }
    // Their own page (their name in the header), never the visitors' copy, and never kept for visitors.
    expect((await visit(page, session)).html).toContain("Karim");
    expect((await cached(page)).html).not.toContain("Karim");
  });

  it("counts the view of a listing page that came from the cache", async () => {
    const owner = await createUser(db(), { email: "cache-views@example.com" });
    const listing = await createListing(db(), { ownerId: owner.id, status: "Approved", title: "Duplex in Jounieh" });
    const page = listingPath(listing);
    // A view is a counter event the rollup adds up (decision 0034).
    const views = () => db().$count(listingCounterEvents, and(eq(listingCounterEvents.propertyId, listing.id), eq(listingCounterEvents.counter, "views")));
    await cached(page);
    const before = await views();
    // Another visitor (another browser from this address), served from the cache.
    const hit = await visit(page, { "user-agent": `${BROWSER} Edg/131.0.0.0` });
    expect(hit.headers.get("x-page-cache")).toBe("hit");
    await expect.poll(views).toBe(before + 1);
  });

  it("serves the files at the build's root by name, and renders every other address as a page", async () => {
    const favicon = await visit("/favicon.svg");
    expect(favicon.status).toBe(200);
    expect(favicon.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    expect(favicon.headers.get("cache-control")).toBe("public, max-age=3600");
    expect((await visit("/og-image.png")).headers.get("content-type")).toBe("image/png");
    expect((await visit("/no-such-file.svg")).status).toBe(404);
  });
});
