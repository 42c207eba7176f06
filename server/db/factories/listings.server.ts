import type { ListingType } from "../../../domain/listing.ts";
import { DEFAULT_PLANS, type PlanId } from "../../../domain/plans.ts";
import type { Executor } from "../client.server.ts";
import { eq } from "drizzle-orm";
import { listingPriceHistory, listingTotals, properties } from "../schema.ts";

type PropertyColumns = typeof properties.$inferInsert;

/** A few named fields with defaults; any other column may be given as is (the demo seed sets them all). */
export interface ListingFactoryInput extends Partial<Omit<PropertyColumns, "ownerId" | "listingType" | "planId" | "status">> {
  ownerId: string;
  listingType?: ListingType;
  title?: string;
  planId?: PlanId;
  status?: "Pending Approval" | "Approved" | "Rejected" | "Expired" | "Deleted";
  visible?: boolean;
  price?: number;
  expiresOn?: Date | null;
  /** The listing's totals so far, kept apart from its row (`listing_totals`, decision 0034). */
  impression?: number;
  views?: number;
}

/** Inserts a listing directly (tests and the demo seed). */
export async function createListing(db: Executor, input: ListingFactoryInput) {
  const { ownerId, listingType, title, planId, status, visible, price, expiresOn, impression, views, ...columns } = input;
  const plan = planId ?? "free";
  const [row] = await db
    .insert(properties)
    .values({
      ownerId,
      listingType: listingType ?? "Rental",
      title: title ?? "Two-bedroom flat in Achrafieh",
      propertyType: "Apartment",
      price: price ?? 900,
      size: 120,
      bedroom: 2,
      bathroom: 2,
      planId: plan,
      // The search priority follows the plan, as saving a listing does.
      priority: DEFAULT_PLANS.find((candidate) => candidate.id === plan)?.searchPriority ?? 1,
      status: status ?? "Pending Approval",
      flag: status === undefined || status === "Pending Approval" ? "New" : null,
      visible: visible ?? status === "Approved",
      expiresOn: expiresOn ?? null,
      // Approved once, as a live or expired listing was (a gone listing's page needs it: decision 0079).
      approvedOn: status === "Approved" || status === "Expired" ? new Date() : null,
      ...columns,
    })
    .returning();
  if (!row) throw new Error("listing insert returned nothing");
  if (impression || views) await db.insert(listingTotals).values({ propertyId: row.id, impression: impression ?? 0, views: views ?? 0 });
  return row;
}

/**
 * An owner's live price cut as an edit writes it (the demo seed and tests): the new price and its
 * USD value, the "reduced" mark and a row of the price history. A tenth off unless told.
 */
export async function createPriceCut(db: Executor, cut: { propertyId: string; newPrice?: number; at?: Date }) {
  const [row] = await db.select().from(properties).where(eq(properties.id, cut.propertyId));
  if (!row) throw new Error(`no listing ${cut.propertyId}`);
  const change = { newPrice: cut.newPrice ?? Math.round(row.price * 0.9) };
  const at = cut.at ?? new Date();
  const scaled = (value: number | null) => (value === null ? null : Math.round((value * change.newPrice) / row.price));
  await db
    .update(properties)
    .set({
      price: change.newPrice,
      usdPriceCalculated: scaled(row.usdPriceCalculated),
      lbpPriceCalculated: scaled(row.lbpPriceCalculated),
      previousPrice: row.price,
      priceReducedAt: at,
    })
    .where(eq(properties.id, row.id));
  const [history] = await db
    .insert(listingPriceHistory)
    .values({ propertyId: row.id, actorId: row.ownerId, oldPrice: row.price, oldUnit: row.unit, newPrice: change.newPrice, newUnit: row.unit, changedAt: at })
    .returning();
  return history!;
}
