import { count, desc, eq, isNull, sql } from "drizzle-orm";
import { PRICE_CHANGES_PAGE_SIZE, type PriceChangeRow } from "../../domain/admin.ts";
import { type Currency, normaliseListingType } from "../../domain/listing.ts";
import { listingPriceHistory, properties, users } from "../db/schema.ts";
import { db } from "../runtime.server.ts";
import { publicListing } from "../search/public-listing.server.ts";
import { requireAdmin } from "./require-admin.server.ts";

/**
 * The owners' price changes on live listings, newest first (listing_price_history_changed_idx), one
 * page at a time, each with whether it can still be reverted: an admin's own reverts are not listed.
 */
export async function listPriceChanges(adminId: string, page: number, now = new Date()): Promise<{ changes: PriceChangeRow[]; total: number }> {
  await requireAdmin(db(), adminId);
  const where = sql`${isNull(listingPriceHistory.revertsId)} and ${publicListing(now)}`;
  const [rows, [counted]] = await Promise.all([
    db()
      .select({
        id: listingPriceHistory.id,
        propertyId: listingPriceHistory.propertyId,
        title: properties.title,
        listingType: properties.listingType,
        oldPrice: listingPriceHistory.oldPrice,
        oldUnit: listingPriceHistory.oldUnit,
        newPrice: listingPriceHistory.newPrice,
        newUnit: listingPriceHistory.newUnit,
        changedAt: listingPriceHistory.changedAt,
        ownerName: users.name,
        ownerEmail: users.email,
        reverted: sql<boolean>`exists (select 1 from ${listingPriceHistory} later where later.reverts_id = ${listingPriceHistory.id})`,
        superseded: sql<boolean>`exists (select 1 from ${listingPriceHistory} later where later.property_id = ${listingPriceHistory.propertyId}
          and (later.changed_at, later.id) > (${listingPriceHistory.changedAt}, ${listingPriceHistory.id}))`,
      })
      .from(listingPriceHistory)
      .innerJoin(properties, eq(properties.id, listingPriceHistory.propertyId))
      .innerJoin(users, eq(users.id, properties.ownerId))
      .where(where)
      .orderBy(desc(listingPriceHistory.changedAt), desc(listingPriceHistory.id))
      .limit(PRICE_CHANGES_PAGE_SIZE)
      .offset((page - 1) * PRICE_CHANGES_PAGE_SIZE),
    db().select({ total: count() }).from(listingPriceHistory).innerJoin(properties, eq(properties.id, listingPriceHistory.propertyId)).where(where),
  ]);
  return {
    total: counted?.total ?? 0,
    changes: rows.map(({ reverted, superseded, changedAt, ...row }) => ({
      ...row,
      listingType: normaliseListingType(row.listingType),
      oldUnit: row.oldUnit as Currency,
      newUnit: row.newUnit as Currency,
      changedAt: changedAt.toISOString(),
      // A revert is itself a later change: "reverted" says more.
      state: reverted ? "reverted" : superseded ? "superseded" : "revertable",
    })),
  };
}
