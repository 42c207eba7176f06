import { sql } from "drizzle-orm";
import { isbot } from "isbot";
import { listingCounterEvents, properties } from "../db/schema.ts";
import { beirutDay } from "../../domain/beirut-clock.ts";
import { db, runtime } from "../runtime.server.ts";

// docs/decisions/0012-search.md: cards shown are counted in memory and written every few
// seconds as ONE statement: one counter event per listing per batch (decision 0027), which the
// rollup adds to the day, the periods and the listing's total every 15 minutes. The listing's row is
// only read, never rewritten (decision 0034). A crash loses at most one interval of impressions:
// an approximate counter, by nature.
const FLUSH_EVERY_MS = 5_000;
const pending = new Map<string, number>();
let timer: NodeJS.Timeout | undefined;

/** Counts one impression for each listing shown to a person (crawlers are not people). */
export function recordImpressions(listingIds: readonly string[], userAgent: string | undefined): void {
  if (listingIds.length === 0 || isbot(userAgent ?? "")) return;
  for (const id of listingIds) pending.set(id, (pending.get(id) ?? 0) + 1);
  timer ??= setTimeout(() => void flushImpressions(), FLUSH_EVERY_MS).unref();
}

/** Writes what was counted so far (also called at shutdown and by tests). */
export async function flushImpressions(): Promise<void> {
  clearTimeout(timer);
  timer = undefined;
  if (pending.size === 0) return;
  // In a fixed order: the foreign key's share locks on the listings are taken in it.
  const entries = [...pending].sort(([a], [b]) => (a < b ? -1 : 1));
  pending.clear();
  try {
    // A listing deleted since it was shown is skipped (its events would have nothing to belong to).
    await db().execute(sql`insert into ${listingCounterEvents} (property_id, day, counter, amount)
      select ${properties.id}, ${beirutDay(new Date())}, 'impression', counted.n
      from unnest(${sql.param(entries.map(([id]) => id))}::uuid[], ${sql.param(entries.map(([, n]) => n))}::int[]) as counted(id, n)
      join ${properties} on ${properties.id} = counted.id`);
  } catch (error) {
    runtime().logger.warn({ err: error }, "impressions could not be recorded");
  }
}
