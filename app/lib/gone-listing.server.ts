import { data, redirect, type RouterContextProvider } from "react-router";
import { cardView } from "#domain/listing-card.ts";
import { GONE_STATUS } from "#domain/gone-listing.ts";
import { listingTag } from "#domain/page-tags.ts";
import { savedAmong } from "#server/favorites/list-favorites.server.ts";
import { requestContext } from "#server/http/request-context.ts";
import { sameForEveryVisitor } from "#server/http/visitor-page.ts";
import { findGoneListing } from "#server/listings/find-gone-listing.server.ts";
import { inReadersLanguage } from "#server/listings/listing-form-options.server.ts";
import { siteOrigin } from "~/lib/site-origin.server.ts";

/** 301 to a listing's canonical address when the visitor came by another (an old slug, the wrong type, `?id=`). */
export function redirectToCanonical(url: URL, path: string): void {
  if (url.pathname === path && !url.searchParams.has("id")) return;
  const search = new URLSearchParams(url.search);
  search.delete("id");
  throw redirect(`${path}${search.size ? `?${search}` : ""}`, 301);
}

/**
 * The answer for a listing the visitor may not see (decision 0079): a plain 404 unless it was public
 * once; then "no longer on Beitna" with similar homes, 410 when deleted, else 404. Cached for
 * visitors like the live page, under the listing's tag, so that it goes when the listing comes back.
 */
export async function goneListingPage(id: string, url: URL, context: Readonly<RouterContextProvider>, viewerId: string | undefined) {
  const found = await findGoneListing(id);
  if (!found) throw data(null, { status: 404 });
  if (found.listing.path) redirectToCanonical(url, found.listing.path);
  const { locale } = context.get(requestContext);
  const cards = found.similar.map(cardView);
  const [[gone], similar, similarSaved] = await Promise.all([
    inReadersLanguage([found.listing], locale),
    inReadersLanguage(cards, locale),
    savedAmong(
      viewerId,
      cards.map((card) => card.id),
    ),
  ]);
  sameForEveryVisitor(context, [listingTag(id), ...cards.map((card) => listingTag(card.id))]);
  return data({ gone: gone!, similar, similarSaved, origin: siteOrigin() }, { status: GONE_STATUS[found.listing.reason] });
}
