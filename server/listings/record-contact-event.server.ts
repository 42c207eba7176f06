import { sql } from "drizzle-orm";
import type { ContactEvent } from "../../domain/contact.ts";
import { listingCounterEvents, properties } from "../db/schema.ts";
import { beirutDay } from "../../domain/beirut-clock.ts";
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
 * One contact action on a public listing: one statement that bumps its counter and records the
 * event for the day's insights (decision 0027). Plain SQL, so a counter never touches
 * `updated_at` (the listing's content did not change).
 */
export async function recordContactEvent(propertyId: string, event: ContactEvent, visitorAddress: string): Promise<ContactEventOutcome> {
  if (!(await allowAttempt(`listing-event:${visitorAddress}:${propertyId}`, PER_VISITOR))) return "rate_limited";
  const column = sql.identifier(COUNTERS[event].name);
  const now = new Date();
  const { rowCount } = await db().execute(sql`
    with counted as (
      update ${properties} set ${column} = ${column} + 1 where ${properties.id} = ${propertyId} and ${publicListing(now)} returning ${properties.id}
    )
    insert into ${listingCounterEvents} (property_id, day, counter) select id, ${beirutDay(now)}, ${event} from counted`);
  return rowCount === 1 ? "counted" : "not_public";
}
