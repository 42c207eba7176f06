import type { SearchParams } from "../../domain/search.ts";
import { keptPerRuntime } from "../runtime.server.ts";

/**
 * Filter sets recently found to match more than SEARCH_COUNT_CAP listings, per process. Such a
 * count is shown as "more than 1,000" and costs the most to make (a frequent word's whole list is
 * read), while it hardly changes within a minute: paging or re-sorting a popular search then costs
 * its page only. A count at or under the cap is always made afresh, so a small result's number is
 * exact.
 */
const REMEMBERED_MS = 60_000;
const MAX_FILTER_SETS = 1_000;

/** Filter set → when the answer expires. Oldest first (a Map keeps insertion order). */
const overCapSets = keptPerRuntime(() => new Map<string, number>());

/** What the count depends on: every filter, not the page nor the order. */
export function filterSetKey(params: SearchParams): string {
  const { page: _page, sort: _sort, ...filters } = params;
  return JSON.stringify(filters);
}

export function knownOverCap(key: string, now: number): boolean {
  const overCap = overCapSets();
  const expires = overCap.get(key);
  if (expires === undefined) return false;
  if (expires > now) return true;
  overCap.delete(key);
  return false;
}

export function rememberOverCap(key: string, now: number): void {
  const overCap = overCapSets();
  overCap.delete(key);
  overCap.set(key, now + REMEMBERED_MS);
  if (overCap.size > MAX_FILTER_SETS) overCap.delete(overCap.keys().next().value!);
}
