import fs from "node:fs";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { listingPath } from "../../domain/listing-url.ts";
import { listingTag } from "../../domain/page-tags.ts";
import { createListing } from "../../server/db/factories/listings.server.ts";
import { createUser } from "../../server/db/factories/users.server.ts";
import { appSettings, properties } from "../../server/db/schema.ts";
import { type CdnPurgeConfig, purgeCdnOnce } from "../../server/http/cdn-purge.server.ts";
import { PURGED_PUBLIC_CACHE_CONTROL } from "../../server/http/page-cache.server.ts";
import { db, runtime } from "../../server/runtime.server.ts";
import { startBuiltServer } from "../support/built-server.ts";
import { freePort } from "../support/postgres.ts";

/** What a CDN's purge API was sent; it answers `status` (200 unless a test says otherwise). */
interface PurgeCall {
  path: string;
  headers: IncomingMessage["headers"];
  body: { surrogate_keys?: string[]; tags?: string[]; purge_everything?: boolean } | null;
}

/** A local server speaking Fastly's and Cloudflare's purge APIs, as far as Beitna uses them. */
async function startFakeCdn() {
  const calls: PurgeCall[] = [];
  const state = { status: 200 };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      calls.push({ path: req.url ?? "", headers: req.headers, body: text ? JSON.parse(text) : null });
      res.writeHead(state.status, { "content-type": "application/json" });
      res.end(req.url?.startsWith("/zones/") ? JSON.stringify({ success: state.status === 200, result: {} }) : JSON.stringify({ status: "ok" }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, calls, state, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const cdn = await startFakeCdn();
afterAll(() => cdn.close());

const fastly: CdnPurgeConfig = { provider: "fastly", service: "svc-1", token: "fastly-token", apiUrl: cdn.url };
const cloudflare: CdnPurgeConfig = { provider: "cloudflare", service: "zone-1", token: "cf-token", apiUrl: cdn.url };
const sentTags = (calls: PurgeCall[]) => calls.flatMap((call) => call.body?.surrogate_keys ?? call.body?.tags ?? []);

describe("the CDN purge hook (decision 0056)", () => {
  beforeEach(async () => {
    // Each test starts from the present: what earlier tests changed is already purged.
    await purgeCdnOnce(fastly);
    cdn.calls.length = 0;
    cdn.state.status = 200;
  });

  it("sends Fastly the tags a change moved, once; an edit of the listing sends them again", async () => {
    const owner = await createUser(db());
    const listing = await createListing(db(), { ownerId: owner.id, status: "Approved", title: "Flat in Gemmayzeh" });
    expect(await purgeCdnOnce(fastly)).toBeGreaterThan(0);
    expect(cdn.calls).toHaveLength(1);
    expect(cdn.calls[0]).toMatchObject({ path: "/service/svc-1/purge", headers: { "fastly-key": "fastly-token" } });
    expect(sentTags(cdn.calls)).toContain(listingTag(listing.id));
    expect(await purgeCdnOnce(fastly)).toBe(0);
    expect(cdn.calls).toHaveLength(1);

    await db().update(properties).set({ title: "Bright flat in Gemmayzeh" }).where(eq(properties.id, listing.id));
    await purgeCdnOnce(fastly);
    expect(cdn.calls).toHaveLength(2);
    expect(cdn.calls[1]!.body?.surrogate_keys).toContain(listingTag(listing.id));
  });

  it("keeps the tags of a purge the CDN refused and sends them on the next run", async () => {
    const owner = await createUser(db());
    const listing = await createListing(db(), { ownerId: owner.id, status: "Approved" });
    cdn.state.status = 503;
    await expect(purgeCdnOnce(fastly)).rejects.toThrow(/503/);
    cdn.state.status = 200;
    await purgeCdnOnce(fastly);
    expect(cdn.calls).toHaveLength(2);
    expect(cdn.calls[1]!.body?.surrogate_keys).toContain(listingTag(listing.id));
  });

  it("sends Cloudflare its tags 30 to a call with a bearer token, and one purge of everything past 1,000 tags", async () => {
    const owner = await createUser(db());
    const listings = await Promise.all(
      Array.from({ length: 20 }, (_, n) => createListing(db(), { ownerId: owner.id, status: "Approved", district: `Cedar ${n}` })),
    );
    await purgeCdnOnce(cloudflare);
    expect(cdn.calls.length).toBeGreaterThanOrEqual(2);
    for (const call of cdn.calls) {
      expect(call).toMatchObject({ path: "/zones/zone-1/purge_cache", headers: { authorization: "Bearer cf-token" } });
      expect(call.body!.tags!.length).toBeLessThanOrEqual(30);
    }
    expect(sentTags(cdn.calls)).toEqual(expect.arrayContaining(listings.map((listing) => listingTag(listing.id))));

    cdn.calls.length = 0;
    await db().execute(sql`insert into page_cache_changes (generation, tag)
      select (select value from page_cache_generation) + 1, 'listing:bulk-' || n from generate_series(1, 1200) n`);
    await db().execute(sql`update page_cache_generation set value = value + 1`);
    await purgeCdnOnce(cloudflare);
    expect(cdn.calls).toEqual([expect.objectContaining({ body: { purge_everything: true } })]);
  });

  it("lets one instance purge at a time: two runs at once send each tag once", async () => {
    const owner = await createUser(db());
    await createListing(db(), { ownerId: owner.id, status: "Approved" });
    const runs = await Promise.all([purgeCdnOnce(fastly), purgeCdnOnce(fastly)]);
    expect(runs.filter((sent) => sent === null).length + runs.filter((sent) => sent === 0).length).toBe(1);
    const tags = sentTags(cdn.calls);
    expect(new Set(tags).size).toBe(tags.length);
    const [watermark] = await db().select().from(appSettings).where(eq(appSettings.key, "cdn_purge_watermark"));
    expect(watermark?.value).toEqual({ generation: expect.any(Number) });
  });
});

describe("Beitna with CDN_PURGE set", () => {
  it("tells the CDN to keep a visitor's page ten minutes, tagged for Cloudflare, and purges an edit within seconds", { timeout: 120_000 }, async () => {
    const base = `http://127.0.0.1:${await freePort()}`;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "beitna-cdn-purge-"));
    const server = await startBuiltServer({
      baseUrl: base,
      databaseUrl: runtime().env.DATABASE_URL!,
      dataDir,
      env: { HOST: "127.0.0.1", CDN_PURGE: "cloudflare", CDN_PURGE_SERVICE: "zone-9", CDN_PURGE_TOKEN: "cf-secret", CDN_PURGE_API_URL: cdn.url },
    });
    try {
      const owner = await createUser(db());
      const listing = await createListing(db(), { ownerId: owner.id, status: "Approved", title: "Stone house in Batroun" });
      const page = await fetch(`${base}${listingPath(listing)}`, { headers: { "accept-language": "en" } });
      expect(page.status).toBe(200);
      expect(page.headers.get("cache-control")).toBe(PURGED_PUBLIC_CACHE_CONTROL);
      expect(page.headers.get("cache-tag")?.split(",")).toContain(listingTag(listing.id));
      expect(page.headers.get("surrogate-key")).toBeNull();

      cdn.calls.length = 0;
      await db().update(properties).set({ title: "Old stone house in Batroun" }).where(eq(properties.id, listing.id));
      await expect
        .poll(() => cdn.calls.filter((call) => call.path === "/zones/zone-9/purge_cache").flatMap((call) => call.body?.tags ?? []), { timeout: 15_000 })
        .toContain(listingTag(listing.id));
      expect(cdn.calls[0]!.headers.authorization).toBe("Bearer cf-secret");
      // The token never reaches a log line.
      expect(server.output()).not.toContain("cf-secret");
    } finally {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
