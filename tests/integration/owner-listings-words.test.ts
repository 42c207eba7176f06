import crypto from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { searchWords } from "../../domain/listing-prices.ts";
import { createListing } from "../../server/db/factories/listings.server.ts";
import { createUser } from "../../server/db/factories/users.server.ts";
import { ownerBucket, ownerKeywords, properties, users } from "../../server/db/schema.ts";
import { applyListingTransition } from "../../server/listings/apply-transition.server.ts";
import { findOwnerListings } from "../../server/listings/owner-listings.server.ts";
import { db } from "../../server/runtime.server.ts";

// Decision 0023: `q` is tested as lower(title) like lower(pattern) on the owner's index entries, and
// `keywords` through the words scoped to the owner's bucket. The answers must be those of the plain
// conditions they replace: title or reference ILIKE, and keywords @> words.

/** A user whose id ends as `like`'s does, so both share a bucket of properties_owner_keywords_idx. */
async function bucketNeighbour(like: string): Promise<string> {
  const id = `${crypto.randomUUID().slice(0, -2)}${like.slice(-2)}`;
  const email = `neighbour-${id.slice(0, 8)}@example.com`;
  await db().insert(users).values({ id, email, username: email, firstName: "Nadia", lastName: "Khoury", name: "Nadia Khoury" });
  return id;
}

const escapeLike = (text: string) => `%${text.replaceAll(/[\\%_]/g, (c) => `\\${c}`)}%`;

async function plainIds(ownerId: string, condition: ReturnType<typeof sql>): Promise<string[]> {
  const rows = await db()
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.ownerId, ownerId), eq(properties.isDeleted, false), condition));
  return rows.map((row) => row.id).sort();
}

async function foundIds(ownerId: string, filters: { q?: string; keywords?: string[] }): Promise<string[]> {
  const page = await findOwnerListings(ownerId, { ...filters, sort: "newest", limit: 100, skip: 0 });
  expect(page.total).toBe(page.items.length);
  return page.items.map((item) => item.id).sort();
}

describe("the owner's listings by title, reference and words", () => {
  it("answers what ILIKE and keywords @> answer, only the owner's, never a deleted one", async () => {
    const owner = await createUser(db());
    const neighbour = await bucketNeighbour(owner.id);
    const listings: Array<{ title: string; reference?: string }> = [
      { title: "Villa à Baabdé with pool", reference: "REF-77" },
      { title: "VILLA in Broummana, sea view" },
      { title: "Été chalet in Faqra", reference: "ref-Éa_1" },
      { title: "فيلا في بعبدا مع مسبح" },
      { title: "Flat at 50% off, sea view", reference: "50%" },
      { title: "Straße apartment in Hamra", reference: "A\\B" },
      { title: "İstanbul-style loft" },
    ];
    for (const ownerId of [owner.id, neighbour]) {
      for (const listing of listings) {
        await createListing(db(), { ownerId, ...listing, keywords: searchWords(`${listing.title} ${listing.reference ?? ""}`) });
      }
    }
    const gone = await createListing(db(), { ownerId: owner.id, title: "Gone villa with pool", keywords: ["gone", "villa", "pool"] });
    await applyListingTransition({ propertyId: gone.id, actor: { kind: "user", userId: owner.id, isAdmin: false }, action: { type: "permanentDelete" } });

    for (const q of [
      "villa",
      "VILLA",
      "été",
      "ÉTÉ",
      "é",
      "فيلا",
      "50%",
      "%",
      "_",
      "\\",
      "a\\b",
      "ref-77",
      "ÉA_",
      "straße",
      "STRASSE",
      "istanbul",
      "i̇stanbul",
      "sea view",
      "nowhere",
    ]) {
      const expected = await plainIds(owner.id, sql`(${properties.title} ilike ${escapeLike(q)} or ${properties.reference} ilike ${escapeLike(q)})`);
      expect(await foundIds(owner.id, { q }), q).toEqual(expected);
    }
    expect((await foundIds(owner.id, { q: "villa" })).length).toBeGreaterThan(0);

    for (const keywords of [["villa"], ["villa", "pool"], ["sea", "view"], ["فيلا"], ["50"], ["gone"], ["nowhere"]]) {
      const expected = await plainIds(owner.id, sql`${properties.keywords} @> ${sql.param(keywords)}::text[]`);
      expect(await foundIds(owner.id, { keywords }), keywords.join(" ")).toEqual(expected);
      const theirs = await plainIds(neighbour, sql`${properties.keywords} @> ${sql.param(keywords)}::text[]`);
      expect(await foundIds(neighbour, { keywords }), keywords.join(" ")).toEqual(theirs);
    }
    expect(await foundIds(owner.id, { keywords: ["sea", "view"] })).toHaveLength(2);
    expect(await foundIds(owner.id, { keywords: ["gone"] })).toEqual([]);
  });

  it("can read the owner's words from properties_owner_keywords_idx", async () => {
    // The table is nearly empty here, so the planner is kept off other paths: what is checked is that
    // the condition findOwnerListings writes matches the index's expression.
    const owner = await createUser(db());
    const words = ["sea", "view"];
    const plan = await db().transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const { rows } = await tx.execute<{ "QUERY PLAN": string }>(
        sql`explain select count(*) from properties where not is_deleted
          and ${ownerKeywords(properties)} @> listing_keyword_tokens(${sql.param(words)}::text[], ${ownerBucket(sql`${owner.id}::uuid`)})`,
      );
      return rows.map((row) => row["QUERY PLAN"]).join("\n");
    });
    expect(plan).toContain("properties_owner_keywords_idx");
  });
});
