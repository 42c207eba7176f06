import { sql } from "drizzle-orm";
import { db } from "../runtime.server.ts";

/**
 * How long the tags each change moved are kept. Longer than a cached page lives (PAGE_MAX_AGE_MS):
 * a page kept before a pruned change is past its age anyway, so no process misses a change it needs.
 */
export const PAGE_CACHE_CHANGES_KEPT = "1 hour";

/** Deletes the changes older than they are needed. */
export async function prunePageCacheChanges(): Promise<number> {
  const { rowCount } = await db().execute(sql`delete from page_cache_changes where at < now() - ${PAGE_CACHE_CHANGES_KEPT}::interval`);
  return rowCount ?? 0;
}
