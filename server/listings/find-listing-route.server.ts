import { and, eq, isNotNull, or } from "drizzle-orm";
import { z } from "zod";
import { listingPath } from "../../domain/listing-url.ts";
import { properties } from "../db/schema.ts";
import { db } from "../runtime.server.ts";

const listingId = z.uuid();

/** The canonical path (with its slug) of a listing that exists, or was deleted after being public (its gone page: decision 0079), or null. */
export async function findListingPath(id: string): Promise<string | null> {
  if (!listingId.safeParse(id).success) return null;
  const [row] = await db()
    .select({ id: properties.id, listingType: properties.listingType, title: properties.title })
    .from(properties)
    .where(and(eq(properties.id, id), or(eq(properties.isDeleted, false), isNotNull(properties.approvedOn))))
    .limit(1);
  if (!row) return null;
  return listingPath(row);
}
