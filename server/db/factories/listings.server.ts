import type { ListingType } from "../../../domain/listing.ts";
import type { PlanId } from "../../../domain/plans.ts";
import type { Database } from "../client.server.ts";
import { properties } from "../schema.ts";

export interface ListingFactoryInput {
  ownerId: string;
  listingType?: ListingType;
  title?: string;
  planId?: PlanId;
  status?: "Pending Approval" | "Approved" | "Rejected" | "Expired" | "Deleted";
  visible?: boolean;
  price?: number;
  expiresOn?: Date | null;
}

/** Inserts a listing directly (tests and the demo seed). */
export async function createListing(db: Database, input: ListingFactoryInput) {
  const [row] = await db
    .insert(properties)
    .values({
      ownerId: input.ownerId,
      listingType: input.listingType ?? "Rental",
      title: input.title ?? "Two-bedroom flat in Achrafieh",
      propertyType: "Apartment",
      price: input.price ?? 900,
      size: 120,
      bedroom: 2,
      bathroom: 2,
      planId: input.planId ?? "free",
      status: input.status ?? "Pending Approval",
      flag: input.status === undefined || input.status === "Pending Approval" ? "New" : null,
      visible: input.visible ?? input.status === "Approved",
      expiresOn: input.expiresOn ?? null,
    })
    .returning();
  if (!row) throw new Error("listing insert returned nothing");
  return row;
}
