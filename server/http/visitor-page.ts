import { createContext, type RouterContextProvider } from "react-router";

/** What one view of a page counts: written on every view, whether its HTML was rendered or cached. */
export interface PageViewCounts {
  /** The listing whose page this is (a view, once per visitor and day). */
  listingView?: string;
  /** The listings shown as cards (an impression each). */
  impressions?: readonly string[];
}

/**
 * A page's answer to the visitor page cache (server/http/page-cache.server.ts, decision 0031),
 * filled by its loader: the Express layer reads it once the page is rendered.
 */
export interface VisitorPage {
  /** The page is the same for every visitor without a session, in a language. */
  sameForEveryVisitor: boolean;
  counts: PageViewCounts;
  /** What the page shows (domain/page-tags.ts): it stays cached until one of these moves. */
  tags: readonly string[];
  /**
   * A list of listings (home, a search): it may still be served for a moment after one of its tags
   * moves (`PAGE_CACHE_LIST_LAG_MS`, decision 0071), where a listing's own page is dropped at once.
   */
  list: boolean;
}

export const visitorPageContext = createContext<VisitorPage>();

export function newVisitorPage(): VisitorPage {
  return { sameForEveryVisitor: false, counts: {}, tags: [], list: false };
}

/**
 * Called by a loader whose page shows nothing of the visitor (listing, search, home): visitors
 * without a session may get it from the cache until one of `tags` moves. `counts` are what the
 * loader counted for this view, counted again for each view the cache answers. A `list` of listings
 * may lag a change by a moment (`VisitorPage.list`).
 */
export function sameForEveryVisitor(
  context: Readonly<RouterContextProvider>,
  tags: readonly string[],
  counts: PageViewCounts = {},
  options: { list?: boolean } = {},
): void {
  const page = context.get(visitorPageContext);
  page.sameForEveryVisitor = true;
  page.tags = tags;
  page.counts = counts;
  page.list = options.list ?? false;
}
