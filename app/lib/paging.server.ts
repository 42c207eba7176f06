import { redirect } from "react-router";
import { requestedPage } from "#domain/paging.ts";

/**
 * A list page asked past its last page goes to its last page's address (decision 0038): the same
 * address with only `page` changed, so filters, language and the canonical URL stay right.
 */
export function redirectPastLastPage(url: URL, last: number): void {
  if (requestedPage(url.searchParams.get("page"), Number.MAX_SAFE_INTEGER) <= last) return;
  const target = new URLSearchParams(url.searchParams);
  if (last <= 1) target.delete("page");
  else target.set("page", String(last));
  const query = target.toString();
  throw redirect(`${url.pathname}${query ? `?${query}` : ""}`);
}
