import { useTranslation } from "~/i18n/use-translation";
import type { ListingPageData } from "#domain/listing-page.ts";
import type { ListingPriceGuide } from "#domain/market.ts";
import { useListingValueLabel } from "~/lib/listing-labels.ts";
import { ContactActions } from "./contact-actions.tsx";
import { Details } from "./details.tsx";
import { FavoriteButton } from "./favorite-button.tsx";
import { Inspection } from "./inspection.tsx";
import { ListingMap } from "./listing-map.tsx";
import { ListingPrices } from "./listing-prices.tsx";
import { OwnerCard } from "./owner-card.tsx";
import { KeyFacts, Price } from "./price-and-facts.tsx";
import { PriceHistory } from "./price-history.tsx";
import { ReportListing } from "./report-listing.tsx";
import { SharePanel } from "./share-panel.tsx";

/** The listing page's main column: price, facts and title, description, details, price history, inspection, map. */
export function ListingOverview({
  listing,
  prices,
  saved,
  signedIn,
}: {
  listing: ListingPageData;
  prices: ListingPriceGuide;
  saved: boolean;
  signedIn: boolean;
}) {
  const { t } = useTranslation();
  const label = useListingValueLabel();
  return (
    <div className="min-w-0 space-y-8">
      <header className="space-y-3">
        <Price listing={listing} />
        <ListingPrices prices={prices} listing={listing} />
        <KeyFacts listing={listing} />
        <h1 dir="auto" className="text-xl font-bold text-slate-900 sm:text-3xl">
          {listing.title}
        </h1>
        <p className="text-sm font-medium text-brand-700">
          {label("listingType", listing.listingType)} · {label("propertyType", listing.propertyType)}
        </p>
        {listing.isPublic || saved ? (
          <div className="flex flex-wrap gap-2">
            <FavoriteButton propertyId={listing.id} saved={saved} signedIn={signedIn} path={listing.path} />
          </div>
        ) : null}
      </header>
      <section aria-labelledby="description-title" className="space-y-2">
        <h2 id="description-title" className="text-lg font-semibold text-slate-900">
          {t("listingPage.description")}
        </h2>
        <p dir="auto" className="whitespace-pre-line text-slate-800">
          {listing.description || t("listingPage.noDescription")}
        </p>
      </section>
      <Details listing={listing} />
      {listing.priceHistory.length ? <PriceHistory listing={listing} /> : null}
      <Inspection highlight={listing.inspectionHighlight} />
      <section aria-labelledby="map-title" className="space-y-2">
        <h2 id="map-title" className="text-lg font-semibold text-slate-900">
          {t("listingPage.map.title")}
        </h2>
        {listing.marker ? <ListingMap marker={listing.marker} /> : <p className="text-sm text-slate-600">{t("listingPage.map.none")}</p>}
      </section>
    </div>
  );
}

/** The listing page's side column: contact (while not taken), the owner, sharing and reporting (a public listing). */
export function ListingSidebar({
  listing,
  signedIn,
  lbpPerUsd,
  senderName,
}: {
  listing: ListingPageData;
  signedIn: boolean;
  lbpPerUsd: number;
  senderName: string;
}) {
  const { t } = useTranslation();
  return (
    <aside className="space-y-4">
      {listing.taken ? null : (
        <section aria-labelledby="contact-title" className="space-y-3 rounded-xl border border-slate-200 p-4">
          <h2 id="contact-title" className="text-lg font-semibold text-slate-900">
            {t("listingPage.contact.title")}
          </h2>
          <ContactActions listing={listing} signedIn={signedIn} lbpPerUsd={lbpPerUsd} />
        </section>
      )}
      <OwnerCard owner={listing.owner} />
      {listing.isPublic ? <SharePanel propertyId={listing.id} title={listing.title} url={listing.url} senderName={senderName} /> : null}
      {listing.isPublic && !listing.isOwner ? <ReportListing /> : null}
    </aside>
  );
}
