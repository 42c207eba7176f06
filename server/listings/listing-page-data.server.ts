import { cardView } from "../../domain/listing-card.ts";
import type { ListingPageData } from "../../domain/listing-page.ts";
import type { Locale } from "../../domain/locale.ts";
import { listingTag, ownerTag, PRICES_TAG, RATE_TAG } from "../../domain/page-tags.ts";
import { SIMILAR_ENOUGH } from "../../domain/similar.ts";
import { isFavorite, savedAmong } from "../favorites/list-favorites.server.ts";
import type { PageViewCounts } from "../http/visitor-page.ts";
import { listingPriceGuide } from "../market/listing-price-guide.server.ts";
import { currentLbpPerUsd } from "../money/exchange-rate.server.ts";
import { findSimilarListings } from "../search/similar-listings.server.ts";
import { countListingView } from "./count-listing-view.server.ts";
import { inReadersLanguage } from "./listing-form-options.server.ts";

/**
 * What a listing's page shows around the listing (similar homes, the viewer's favourites, the rate,
 * the area's price guide), in the reader's language, with the page cache's tags; a visitor's view
 * counts once a day.
 */
export async function listingPageData(
  listing: ListingPageData,
  viewerId: string | null,
  request: { locale: Locale; clientAddress: string; userAgent: string },
) {
  const viewCounts = listing.isPublic && !listing.isOwner;
  const similarCards = listing.centre
    ? findSimilarListings(
        { listingId: listing.id, listingType: listing.listingType, propertyType: listing.propertyType, ...listing.centre },
        SIMILAR_ENOUGH,
      ).then((found) => found.results.map(cardView))
    : Promise.resolve([]);
  const { locale } = request;
  // Issue 29: against the asking prices of its area, only for a live listing.
  const compared = listing.isPublic && !listing.taken;
  const [similar, similarSaved, saved, , lbpPerUsd, prices] = await Promise.all([
    similarCards,
    similarCards.then((cards) =>
      savedAmong(
        viewerId ?? undefined,
        cards.map((card) => card.id),
      ),
    ),
    viewerId ? isFavorite(viewerId, listing.id) : false,
    viewCounts ? countListingView(listing.id, { address: request.clientAddress, userAgent: request.userAgent }) : false,
    currentLbpPerUsd(),
    listingPriceGuide(listing.id, locale, compared),
  ]);
  // Places in the reader's language; the API's getProperty keeps the stored (English) names.
  const [[place], localSimilar] = await Promise.all([inReadersLanguage([listing], locale), inReadersLanguage(similar, locale)]);
  // Similar listings come and go without moving this page's tags: the cache's age limit covers them (decision 0056).
  const tags = [listingTag(listing.id), ownerTag(listing.owner.id), RATE_TAG, ...(compared ? [PRICES_TAG] : []), ...similar.map((card) => listingTag(card.id))];
  const counts: PageViewCounts = viewCounts ? { listingView: listing.id } : {};
  return { shown: { listing: place!, similar: localSimilar, similarSaved, saved, lbpPerUsd, prices }, tags, counts };
}
