/**
 * Pages past the end (decision 0038): `?page=` beyond the last page shows the last page (web
 * pages redirect to its address, the API serves it and says which), never silently the first.
 */

/** The last page of `total` items, `pageSize` a page: 1 when there is nothing (an empty page 1). */
export function lastPage(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The page a request asked for in `?page=`, 1 when absent or not a page number; a huge number is kept huge (it will be clamped to the last page). */
export function requestedPage(value: string | null, maxPage: number): number {
  const page = Number(value);
  if (!Number.isInteger(page) || page < 1) return 1;
  return Math.min(page, maxPage);
}
