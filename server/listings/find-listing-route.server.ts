import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { listingPath } from "../../domain/listing-url.ts";
import { properties } from "../db/schema.ts";
import { db } from "../runtime.server.ts";

const listingId = z.uuid();

/** The canonical path (with its slug) of a listing that still exists, or null. */
export async function findListingPath(id: string): Promise<string | null> {
  if (!listingId.safeParse(id).success) return null;
  const [row] = await db()
    .select({ id: properties.id, listingType: properties.listingType, title: properties.title })
    .from(properties)
    .where(and(eq(properties.id, id), eq(properties.isDeleted, false)))
    .limit(1);
  if (!row) return null;
  return listingPath(row);
}
