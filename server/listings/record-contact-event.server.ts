import { sql } from "drizzle-orm";
import type { ContactEvent } from "../../domain/contact.ts";
import { properties } from "../db/schema.ts";
import { db } from "../runtime.server.ts";
import { allowAttempt } from "../security/rate-limit.server.ts";
import { publicListing } from "../search/public-listing.server.ts";

const COUNTERS = {
  whatsapp: properties.whatsapp,
  call: properties.call,
  interested: properties.interested,
} satisfies Record<ContactEvent, unknown>;

/** A visitor clicking again and again on one listing stops counting after this many. */
const PER_VISITOR = { max: 20, windowSeconds: 60 * 60 };

export type ContactEventOutcome = "counted" | "not_public" | "rate_limited";

/**
 * One contact action on a public listing: one UPDATE of its counter. Plain SQL, so a counter never
 * touches `updated_at` (the listing's content did not change).
 */
export async function recordContactEvent(propertyId: string, event: ContactEvent, visitorAddress: string): Promise<ContactEventOutcome> {
  if (!(await allowAttempt(`listing-event:${visitorAddress}:${propertyId}`, PER_VISITOR))) return "rate_limited";
  const column = sql.identifier(COUNTERS[event].name);
  const { rowCount } = await db().execute(
    sql`update ${properties} set ${column} = ${column} + 1 where ${properties.id} = ${propertyId} and ${publicListing(new Date())}`,
  );
  return rowCount === 1 ? "counted" : "not_public";
}
