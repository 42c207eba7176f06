import { sql } from "drizzle-orm";
import { isbot } from "isbot";
import { listingCounterEvents } from "../db/schema.ts";
import { beirutDay } from "../listings/count-listing-view.server.ts";
import { db, runtime } from "../runtime.server.ts";

// docs/decisions/0012-search.md: cards shown are counted in memory and written every few
// seconds as ONE statement, ids in a fixed order (no lock-order deadlocks between instances).
// A crash loses at most one interval of impressions: an approximate counter, by nature.
// The same statement records each listing's batch as one event for the day's insights (0027).
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
  const entries = [...pending].sort(([a], [b]) => (a < b ? -1 : 1));
  pending.clear();
  try {
    await db().execute(sql`with counted as (
        update properties set impression = impression + counted.n
        from unnest(${sql.param(entries.map(([id]) => id))}::uuid[], ${sql.param(entries.map(([, n]) => n))}::int[]) as counted(id, n)
        where properties.id = counted.id
        returning properties.id, counted.n
      )
      insert into ${listingCounterEvents} (property_id, day, counter, amount) select id, ${beirutDay(new Date())}, 'impression', n from counted`);
  } catch (error) {
    runtime().logger.warn({ err: error }, "impressions could not be recorded");
  }
}
