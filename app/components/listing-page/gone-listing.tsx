import { Link, useLocation } from "react-router";
import { joinList } from "#domain/intl.ts";
import type { ListingCardView } from "#domain/listing-card.ts";
import { formatMoney } from "#domain/money.ts";
import type { GoneListing } from "#domain/gone-listing.ts";
import { Icon } from "~/components/icon.tsx";
import { SimilarHomes } from "~/components/listing-page/similar-homes.tsx";
import { Seo } from "~/components/seo.tsx";
import { buttonClass } from "~/components/ui/button.tsx";
import { useTranslation } from "~/i18n/use-translation";
import { useListingValueLabel } from "~/lib/listing-labels.ts";

/**
 * A listing that was public and is gone (decision 0079), as the portals show one: said first, what
 * it was (as its card showed it, nothing of its owner), and the homes like it that are still here.
 */
export function GoneListingPage({
  gone,
  similar,
  similarSaved,
  origin,
}: {
  gone: GoneListing;
  similar: ListingCardView[];
  similarSaved: string[];
  origin: string;
}) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const label = useListingValueLabel();
  const place = joinList([gone.city, gone.district].filter(Boolean), i18n.language);
  const price = formatMoney(gone.price, gone.unit, i18n.language);
  const perPeriod = gone.listingType === "Rental" && gone.paymentFrequency ? ` · ${label("paymentFrequency", gone.paymentFrequency)}` : "";
  const allHomes = gone.listingType === "Sale" ? "/buy" : "/rent";
  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-6 sm:py-10">
      <Seo
        origin={origin}
        path={gone.path ?? location.pathname}
        title={`${t("listingPage.gone.title")} · ${t("common.appName")}`}
        description={t(`listingPage.gone.${gone.reason}`)}
        noindex
      />
      <section
        aria-labelledby="gone-title"
        data-testid="gone-listing"
        className="mx-auto max-w-2xl space-y-5 rounded-2xl border border-slate-200 bg-white p-5 text-center shadow-sm sm:p-8"
      >
        <span aria-hidden="true" className="mx-auto flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <svg viewBox="0 0 24 24" className="size-7" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
            <path d="M3 11.5 12 4l9 7.5M5.5 9.5V20h13V9.5M4 4l16 16" />
          </svg>
        </span>
        <div className="space-y-2">
          <h1 id="gone-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            {t("listingPage.gone.title")}
          </h1>
          <p className="text-slate-700">{t(`listingPage.gone.${gone.reason}`)}</p>
        </div>
        {gone.title === null ? null : (
          <div className="rounded-xl bg-slate-50 px-4 py-3 text-start">
            <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">{t("listingPage.gone.was")}</p>
            <p dir="auto" className="mt-1 font-semibold text-slate-900">
              {gone.title}
            </p>
            <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700">
              <span>
                {label("listingType", gone.listingType)} · {label("propertyType", gone.propertyType)}
              </span>
              {place ? (
                <span className="inline-flex items-center gap-1">
                  <Icon name="area" className="size-4 shrink-0 text-slate-500" />
                  {place}
                </span>
              ) : null}
            </p>
            <p className="mt-1 text-sm font-semibold text-slate-800">
              {price}
              {perPeriod}
            </p>
          </div>
        )}
        <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
          <Link to={gone.searchPath} className={buttonClass({ className: "min-h-11 rounded-lg" })}>
            {gone.city || gone.district ? t("listingPage.gone.searchLike", { place: gone.city || gone.district }) : t("listingPage.gone.searchLikeAnywhere")}
          </Link>
          <Link to={allHomes} className={buttonClass({ variant: "outline", className: "min-h-11 rounded-lg" })}>
            {t(gone.listingType === "Sale" ? "listingPage.gone.allSale" : "listingPage.gone.allRent")}
          </Link>
        </div>
      </section>
      <SimilarHomes title={t("listingPage.gone.similar")} similar={similar} similarSaved={similarSaved} />
    </div>
  );
}
