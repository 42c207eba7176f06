import { and, eq, sql, type SQL } from "drizzle-orm";
import type { Transaction } from "../db/client.server.ts";
import { properties, publicRow } from "../db/schema.ts";
import { AppError } from "../errors.server.ts";

/**
 * DESIGN.md's "public" (domain/lifecycle.ts `isPublic`) in SQL. The first three terms are the
 * predicate of the public partial indexes, written the same way so the planner matches them;
 * the expiry date is checked on the rows those indexes find. A prepared statement passes
 * `now()`: the planner estimates with its value, where a placeholder's would be a guess.
 */
export function publicListing(now: Date | SQL): SQL {
  return sql`${publicRow(properties)} and (${properties.expiresOn} is null or ${properties.expiresOn} > ${now})`;
}

/**
 * Inside a write: the public listing `propertyId`, locked against its owner's changes until the
 * transaction ends (a favourite, a report), or `not_found` as its page says to a visitor.
 */
export async function lockPublicListing(tx: Transaction, propertyId: string, now = new Date()): Promise<void> {
  const [listing] = await tx
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.id, propertyId), publicListing(now)))
    .for("share")
    .limit(1);
  if (!listing) throw new AppError("not_found");
}
