import { sql, type SQL } from "drizzle-orm";
import { properties } from "../db/schema.ts";

/**
 * DESIGN.md's "public" (domain/lifecycle.ts `isPublic`) in SQL. The first three terms are the
 * predicate of the public partial indexes, written the same way so the planner matches them;
 * the expiry date is checked on the rows those indexes find. A prepared statement passes
 * `now()`: the planner estimates with its value, where a placeholder's would be a guess.
 */
export function publicListing(now: Date | SQL): SQL {
  return sql`${properties.status} = 'Approved' and ${properties.visible} and not ${properties.isDeleted}
    and (${properties.expiresOn} is null or ${properties.expiresOn} > ${now})`;
}
