import { useLocation } from "react-router";
import { Link } from "react-router";
import { joinList, relativeTimeFormat } from "#domain/intl.ts";
import { cardRooms, postedAgo, roomWords } from "#domain/card-facts.ts";
import type { ListingCardView } from "#domain/listing-card.ts";
import { formatMoney } from "#domain/money.ts";
import { useTranslation } from "~/i18n/use-translation";
import { FavoriteButton } from "~/components/listing-page/favorite-button.tsx";
import { FactIcon, type FactName } from "~/components/listing-page/price-and-facts.tsx";
import { Icon } from "~/components/icon.tsx";
import { useIsSaved } from "~/components/saved-listings.tsx";
import { VerifiedOwnerBadge } from "~/components/verified-owner-badge.tsx";
import { useAuthState } from "~/lib/auth-state.tsx";
import { countContact, useDirectContact } from "~/lib/contact-links.ts";
import { useListingValueLabel } from "~/lib/listing-labels.ts";
import { useHydrated } from "~/lib/use-hydrated.ts";

const action = "relative z-10 inline-flex flex-1 items-center justify-center gap-1.5 rounded-lg px-3 py-2 text-sm font-semibold";

/**
 * One listing in a list (search results, favourites, similar listings, an owner's page), as
 * Property Finder and Bayut show one: the featured photo with its count, the heart, the price
 * (and the one before a reduction), the facts that apply to its type, place, when it was posted,
 * and Call / WhatsApp where the owner takes them. The title's link covers the card; the heart and
 * the contact buttons sit above it, never inside the link. Photos below the fold load lazily.
 */
export function ListingCard({ listing, eager = false }: { listing: ListingCardView; eager?: boolean }) {
  const { t, i18n } = useTranslation();
  const label = useListingValueLabel();
  const location = useLocation();
  const signedIn = useAuthState().isAuth === true;
  const saved = useIsSaved(listing.id);
  const otherUnit = listing.unit === "USD" ? "LBP" : "USD";
  const { bedrooms, bathrooms } = cardRooms(listing);
  const posted = postedAgo(new Date(listing.postedAt), new Date());
  return (
    <article
      aria-labelledby={`listing-${listing.id}`}
      className="relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md"
      data-listing-id={listing.id}
    >
      <div className="relative">
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
          <span
            className={`absolute start-2 top-2 rounded px-2 py-0.5 text-xs font-bold ${listing.planId === "platinum" ? "bg-slate-900 text-white" : "bg-amber-400 text-slate-900"}`}
          >
            {t(`listingCard.plan.${listing.planId}`)}
          </span>
        ) : null}
        {listing.photoCount > 0 ? (
          <span
            data-testid="photo-count"
            className="absolute bottom-2 start-2 inline-flex items-center gap-1 rounded bg-slate-900/75 px-2 py-0.5 text-xs font-semibold text-white"
          >
            <Icon name="camera" />
            <span aria-hidden="true">{listing.photoCount}</span>
            <span className="sr-only">{t("cards.photos", { count: listing.photoCount })}</span>
          </span>
        ) : null}
        <div className="absolute end-2 top-2 z-10">
          <FavoriteButton propertyId={listing.id} saved={saved} signedIn={signedIn} path={`${location.pathname}${location.search}`} title={listing.title} />
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-3">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <p className="text-lg font-bold text-slate-900">{formatMoney(listing.price, listing.unit, i18n.language)}</p>
          {listing.previousPrice !== null ? (
            <p data-testid="price-reduced" className="inline-flex items-center gap-1.5 text-xs">
              <span className="rounded bg-emerald-100 px-1.5 py-0.5 font-semibold text-emerald-800">{t("cards.priceReduced")}</span>
              <s className="text-slate-500">{t("cards.previousPrice", { price: formatMoney(listing.previousPrice, listing.unit, i18n.language) })}</s>
            </p>
          ) : null}
        </div>
        {listing.otherPrice !== null ? <p className="-mt-1 text-sm text-slate-600">≈ {formatMoney(listing.otherPrice, otherUnit, i18n.language)}</p> : null}
        <h3 id={`listing-${listing.id}`} dir="auto" className="line-clamp-2 font-semibold text-slate-900">
          {/* The whole card is the link's target area. */}
          <Link to={listing.path} className="after:absolute after:inset-0">
            {listing.title}
          </Link>
        </h3>
        <ul data-testid="card-facts" className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
          <li>{label("propertyType", listing.propertyType)}</li>
          {bedrooms !== null ? <Fact icon="bed" text={t("cards.bedrooms", roomWords(bedrooms))} /> : null}
          {bathrooms !== null ? <Fact icon="bath" text={t("cards.bathrooms", roomWords(bathrooms))} /> : null}
          <Fact icon="size" text={t("listingCard.size", { size: listing.size })} />
        </ul>
        <p className="flex items-center gap-1 text-sm text-slate-600">
          <FactIcon name="area" />
          {joinList([listing.city, listing.district], i18n.language)}
        </p>
        <p className="mt-auto flex flex-wrap items-center gap-2 pt-1 text-xs text-slate-600">
          <span data-testid="posted" suppressHydrationWarning>
            {t("cards.posted", { when: relativeTimeFormat(i18n.language).format(posted.value, posted.unit) })}
          </span>
          {listing.verifiedOwner ? <VerifiedOwnerBadge /> : null}
        </p>
      </div>
      <CardContact listing={listing} />
    </article>
  );
}

function Fact({ icon, text }: { icon: FactName; text: string }) {
  return (
    <li className="inline-flex items-center gap-1">
      <FactIcon name={icon} />
      {text}
    </li>
  );
}

/** Call and WhatsApp as the listing's contact method allows, counted like the listing page's. */
function CardContact({ listing }: { listing: ListingCardView }) {
  const { t } = useTranslation();
  // The message names the listing's address; the origin is known once in the browser.
  const origin = useHydrated() ? window.location.origin : "";
  const { call, whatsapp } = useDirectContact({ title: listing.title, url: `${origin}${listing.path}`, ...listing.contact });
  if (!call && !whatsapp) return null;
  return (
    <div className="flex gap-2 border-t border-slate-100 p-3 pt-2">
      {call ? (
        <a
          href={`tel:${call}`}
          aria-label={t("cards.callLabel", { title: listing.title })}
          onClick={() => countContact(listing.id, "call")}
          className={`${action} border border-brand-600 text-brand-700 hover:bg-brand-50`}
        >
          <Icon name="phone" />
          {t("cards.call")}
        </a>
      ) : null}
      {whatsapp ? (
        <a
          href={whatsapp}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t("cards.whatsappLabel", { title: listing.title })}
          onClick={() => countContact(listing.id, "whatsapp")}
          className={`${action} border border-[#1f7a47] text-[#17603a] hover:bg-emerald-50`}
        >
          <Icon name="whatsapp" />
          {t("cards.whatsapp")}
        </a>
      ) : null}
    </div>
  );
}
