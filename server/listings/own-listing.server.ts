import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { ListingState } from "../../domain/lifecycle.ts";
import type { ListingType } from "../../domain/listing.ts";
import type { Database, Transaction } from "../db/client.server.ts";
import { plans, properties } from "../db/schema.ts";
import { AppError } from "../errors.server.ts";
import { db } from "../runtime.server.ts";
import type { Actor } from "../auth/actor.server.ts";
import { listingState } from "./listing-state.server.ts";

export interface OwnListing {
  id: string;
  title: string;
  listingType: ListingType;
  planName: string;
  state: ListingState;
}

const listingId = z.uuid();

/**
 * A listing its owner (or an admin) acts on from the lifecycle screens. Anyone
 * else, like a listing that does not exist or is permanently deleted, gets
 * `not_found`: another user's listing is not theirs to know about.
 */
export async function findOwnListing(propertyId: string, actor: Actor, tx: Database | Transaction = db()): Promise<OwnListing> {
  if (actor.kind !== "user" || !listingId.safeParse(propertyId).success) throw new AppError("not_found");
  const [found] = await tx
    .select({ row: properties, planName: plans.name })
    .from(properties)
    .innerJoin(plans, eq(plans.id, properties.planId))
    .where(and(eq(properties.id, propertyId), eq(properties.isDeleted, false)))
    .limit(1);
  if (!found || (found.row.ownerId !== actor.userId && !actor.isAdmin)) throw new AppError("not_found");
  return {
    id: found.row.id,
    title: found.row.title,
    listingType: found.row.listingType as ListingType,
    planName: found.planName,
    state: listingState(found.row),
  };
}
