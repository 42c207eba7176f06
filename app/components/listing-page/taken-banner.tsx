import { Link } from "react-router";
import type { ListingPageData } from "#domain/listing-page.ts";
import { useTranslation } from "~/i18n/use-translation";

/** A rented or sold home's page (decision 0046): said first, with the way to similar homes. */
export function TakenBanner({ listing }: { listing: ListingPageData & { taken: "Rented" | "Sold" } }) {
  const { t } = useTranslation();
  return (
    <section
      role="status"
      aria-labelledby="taken-title"
      data-testid="taken-banner"
      className="space-y-2 rounded-xl border border-slate-300 bg-slate-100 px-4 py-4 text-slate-900"
    >
      <h2 id="taken-title" className="text-lg font-bold">
        {t(`listingPage.taken.${listing.taken}`)}
      </h2>
      <p className="text-sm text-slate-700">{t("listingPage.taken.body")}</p>
      <p className="flex flex-wrap gap-x-4 gap-y-1">
        <a href="#similar-title" className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
          {t("listingPage.taken.similar")}
        </a>
        {listing.isOwner ? (
          <Link to="/dashboard" className="inline-flex min-h-11 items-center text-sm font-medium underline">
            {t("listingPage.manage")}
          </Link>
        ) : null}
      </p>
    </section>
  );
}
