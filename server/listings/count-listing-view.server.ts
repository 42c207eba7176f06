import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import { isbot } from "isbot";
import { listingCounterEvents, listingViews } from "../db/schema.ts";
import { preparedStatement } from "../db/prepared.server.ts";
import { db, runtime } from "../runtime.server.ts";
import { beirutDay } from "../../domain/beirut-clock.ts";
import { daysAfter } from "../../domain/days.ts";

export interface Visit {
  address: string;
  userAgent: string;
  now?: Date;
}

/**
 * Who visits, for one day only: a keyed hash of address, browser and day. It cannot be reversed
 * without the server's secret and means nothing the next day.
 */
export function visitorKey(address: string, userAgent: string, day: string): string {
  return crypto.createHmac("sha256", runtime().secret).update(`${address}\n${userAgent}\n${day}`).digest("base64url").slice(0, 32);
}

const countViewStatement = preparedStatement(
  "count_listing_view",
  sql`
    with seen as (
      insert into ${listingViews} (property_id, visitor, day) values (${sql.placeholder("propertyId")}, ${sql.placeholder("visitor")}, ${sql.placeholder("day")})
      on conflict do nothing
      returning property_id, day
    )
    insert into ${listingCounterEvents} (property_id, day, counter) select property_id, day, 'views' from seen`,
);

/**
 * Counts a view of a public listing once per visitor per day (crawlers are not visitors). One
 * statement: the view's row is inserted, and its counter event only when that row is new; the
 * rollup adds it to the listing's total (decision 0034), so the listing's row is not rewritten.
 */
export async function countListingView(propertyId: string, visit: Visit): Promise<boolean> {
  if (!visit.userAgent || isbot(visit.userAgent)) return false;
  const day = beirutDay(visit.now ?? new Date());
  const visitor = visitorKey(visit.address, visit.userAgent, day);
  const { rowCount } = await countViewStatement.run({ propertyId, visitor, day });
  return rowCount === 1;
}

/** Yesterday's rows still answer "already counted today" around midnight; older ones are dropped. */
export async function purgeListingViews(now = new Date()): Promise<number> {
  const cutoff = beirutDay(daysAfter(now, -2));
  const { rowCount } = await db().execute(sql`delete from ${listingViews} where day < ${cutoff}`);
  return rowCount ?? 0;
}
