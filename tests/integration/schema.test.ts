import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createUser } from "../../server/db/factories/users.server.ts";
import { properties, similarPointOf, users } from "../../server/db/schema.ts";
import { db } from "../../server/runtime.server.ts";

async function newListing(ownerId: string, values: Partial<typeof properties.$inferInsert> = {}) {
  const [row] = await db()
    .insert(properties)
    .values({ ownerId, title: "Sea-view flat", propertyType: "Apartment", price: 900, size: 120, ...values })
    .returning();
  return row!;
}

/** The Postgres error code a statement fails with, or null. */
async function failure(statement: Promise<unknown>): Promise<string | null> {
  try {
    await statement;
    return null;
  } catch (error) {
    const cause = (error as { cause?: { code?: string }; code?: string }).cause ?? error;
    return (cause as { code?: string }).code ?? "unknown";
  }
}

describe("database schema", () => {
  it("has the extensions search relies on", async () => {
    const { rows } = await db().execute<{ extname: string }>(sql`select extname from pg_extension order by extname`);
    expect(rows.map((row) => row.extname)).toEqual(expect.arrayContaining(["cube", "earthdistance", "pg_trgm", "unaccent"]));
  });

  it("starts a listing as the spec says: Pending Approval, not visible, every area Not Inspected", async () => {
    const owner = await createUser(db());
    const listing = await newListing(owner.id);
    expect(listing).toMatchObject({ status: "Pending Approval", visible: false, isDeleted: false, listingType: "Rental", planId: "free" });
    expect(Object.keys(listing.inspectionHighlight)).toHaveLength(12);
    expect(new Set(Object.values(listing.inspectionHighlight))).toEqual(new Set(["Not Inspected"]));
    expect([listing.interested, listing.whatsapp, listing.call, listing.messageOwner, listing.requestTour]).toEqual([0, 0, 0, 0, 0]);
  });

  it("refuses rows that break the spec's rules", async () => {
    const owner = await createUser(db());
    expect(await failure(newListing(owner.id, { bathroom: 12 }))).toBe("23514");
    expect(await failure(newListing(owner.id, { bedroom: 11, bathroom: 11 }))).toBeNull();
    expect(await failure(newListing(owner.id, { listingType: "Lease" }))).toBe("23514");
    expect(await failure(newListing(owner.id, { status: "Approved-ish" }))).toBe("23514");
    expect(await failure(newListing(owner.id, { unit: "EUR" }))).toBe("23514");
    expect(await failure(newListing(owner.id, { price: -1 }))).toBe("23514");
    expect(await failure(newListing(owner.id, { latitude: 33.9 }))).toBe("23514");
    expect(await failure(newListing(owner.id, { paymentMethod: ["Bitcoin"] }))).toBe("23514");
    expect(await failure(newListing(owner.id, { planId: "diamond" }))).toBe("23503");
    expect(await failure(newListing(owner.id, { inspectionHighlight: { Roof: "Good" } }))).toBe("23514");
  });

  it("keeps username equal to the lower-cased, unique email", async () => {
    const insert = (email: string, username = email) => db().insert(users).values({ email, username, firstName: "A", lastName: "B" });
    expect(await failure(insert("Mixed@Example.com"))).toBe("23514");
    expect(await failure(insert("a@example.com", "other@example.com"))).toBe("23514");
    expect(await failure(insert("unique@example.com"))).toBeNull();
    expect(await failure(insert("unique@example.com"))).toBe("23505");
  });

  it("can answer the owner's dashboard and the similar-listings queries from indexes", async () => {
    // Tables are empty here, so the planner is told to avoid sequential scans;
    // what is checked is that a matching index exists and is usable.
    const plan = (query: ReturnType<typeof sql>) =>
      db().transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const { rows } = await tx.execute<{ "QUERY PLAN": string }>(sql`explain ${query}`);
        return rows.map((row) => row["QUERY PLAN"]).join("\n");
      });
    expect(
      await plan(
        sql`select id from properties where owner_id = '00000000-0000-4000-8000-000000000000' and listing_type = 'Rental' order by created_at desc limit 10`,
      ),
    ).toContain("properties_owner_idx");
    expect(
      await plan(
        sql`select id from properties where status = 'Approved' and visible and not is_deleted and latitude is not null order by similar_point <-> ${similarPointOf({ latitude: 33.89, longitude: 35.5 }, { listingType: sql`'Rental'`, propertyType: sql`'Apartment'` })} limit 12`,
      ),
    ).toContain("properties_public_similar_idx");
  });
});
