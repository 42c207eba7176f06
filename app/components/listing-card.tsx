import { useTranslation } from "~/i18n/use-translation";
import { Link } from "react-router";
import { formatMoney } from "#domain/money.ts";
import type { ListingCardData } from "#domain/listing-card.ts";
import { useListingValueLabel } from "~/lib/listing-labels.ts";

/**
 * One listing in a list (search results, favourites, similar listings, an owner's page): its
 * featured photo with a blur-up placeholder, the price in its currency and the other one beside
 * it, rooms, size, place and plan. Photos below the fold load lazily.
 */
export function ListingCard({ listing, eager = false }: { listing: ListingCardData; eager?: boolean }) {
  const { t, i18n } = useTranslation();
  const label = useListingValueLabel();
  const other = listing.unit === "USD" ? listing.lbpPrice : listing.usdPrice;
  const rooms = (count: number) => (count >= 11 ? "10+" : String(count));
  return (
    <article aria-labelledby={`listing-${listing.id}`} className="relative overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm" data-listing-id={listing.id}>
      <div
        className="aspect-[4/3] w-full bg-slate-200 bg-cover bg-center"
        style={listing.photo?.placeholder ? { backgroundImage: `url(${listing.photo.placeholder})` } : undefined}
      >
        {listing.photo ? (
          <img
            src={listing.photo.url}
            alt=""
            width={800}
            height={800}
            loading={eager ? "eager" : "lazy"}
            decoding="async"
            className="h-full w-full object-cover"
          />
        ) : null}
      </div>
      {listing.planId !== "free" ? (
        <span className={`absolute start-2 top-2 rounded px-2 py-0.5 text-xs font-bold ${listing.planId === "platinum" ? "bg-slate-900 text-white" : "bg-amber-400 text-slate-900"}`}>
          {t(`listingCard.plan.${listing.planId}`)}
        </span>
      ) : null}
      <div className="space-y-1 p-3">
        <p className="text-lg font-bold text-slate-900">
          {formatMoney(listing.price, listing.unit, i18n.language)}
          {other !== null ? (
            <span className="ms-2 text-sm font-normal text-slate-600">≈ {formatMoney(other, listing.unit === "USD" ? "LBP" : "USD", i18n.language)}</span>
          ) : null}
        </p>
        <h3 id={`listing-${listing.id}`} dir="auto" className="line-clamp-2 font-semibold text-slate-900">
          {/* The whole card is the link's target area. */}
          <Link to={listing.path} className="after:absolute after:inset-0">
            {listing.title}
          </Link>
        </h3>
        <p className="text-sm text-slate-700">
          {label("propertyType", listing.propertyType)} · {t("listingCard.rooms", { beds: rooms(listing.bedroom), baths: rooms(listing.bathroom) })} ·{" "}
          {t("listingCard.size", { size: listing.size })}
        </p>
        <p className="text-sm text-slate-600">{[listing.city, listing.district].filter(Boolean).join(", ")}</p>
      </div>
    </article>
  );
}
