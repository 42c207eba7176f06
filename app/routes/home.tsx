import { type FormEvent, type ReactNode, useState } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { Link, useNavigate } from "react-router";
import { districtCounts, type DistrictCount } from "#server/home/district-counts.server.ts";
import { featuredListings } from "#server/home/featured-listings.server.ts";
import { newestListings } from "#server/home/newest-listings.server.ts";
import { cardView, type ListingCardView } from "#domain/listing-card.ts";
import { ListingCard } from "~/components/listing-card.tsx";
import { JsonLd, Seo } from "~/components/seo.tsx";
import { savedAmong } from "#server/favorites/list-favorites.server.ts";
import { SavedListingsProvider } from "~/components/saved-listings.tsx";
import { sessionContext } from "~/lib/session-context.ts";
import { siteOrigin } from "~/lib/site-origin.server.ts";
import { inReadersLanguage } from "#server/listings/listing-form-options.server.ts";
import { requestContext } from "#server/http/request-context.ts";
import { sameForEveryVisitor } from "#server/http/visitor-page.ts";
import { listingTag, PUBLIC_SET_TAG, RATE_TAG } from "#domain/page-tags.ts";
import type { Route } from "./+types/home";
import { Button } from "~/components/ui/button.tsx";
import { labelClass } from "~/components/ui/field-classes.ts";

// Each section is one query, run side by side.
export async function loader({ context }: Route.LoaderArgs) {
  const { locale } = context.get(requestContext);
  const [featured, newest, districts] = await Promise.all([
    featuredListings().then((cards) => inReadersLanguage(cards, locale)),
    newestListings().then((cards) => inReadersLanguage(cards, locale)),
    districtCounts(),
  ]);
  const savedIds = await savedAmong(
    context.get(sessionContext).user?.id,
    [...featured, ...newest].map((listing) => listing.id),
  );
  sameForEveryVisitor(context, [PUBLIC_SET_TAG, RATE_TAG, ...[...featured, ...newest].map((listing) => listingTag(listing.id))], {}, { list: true });
  return {
    featured: featured.map(cardView),
    newest: newest.map(cardView),
    // Each district named in the reader's language only.
    districts: districts.map((district) => ({
      key: district.district,
      name: districtName(district, locale),
      rentals: district.rentals,
      sales: district.sales,
    })),
    savedIds,
    origin: siteOrigin(),
  };
}

function districtName(district: DistrictCount, locale: string): string {
  return locale === "ar" ? district.districtAr : locale === "fr" ? district.districtFr : district.district;
}

type Districts = Route.ComponentProps["loaderData"]["districts"];

/** Rent or buy, keywords and a district; submits to /rent or /buy with the search page's parameter names. */
function SearchBox({ districts }: { districts: Districts }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [deal, setDeal] = useState<"rent" | "buy">("rent");
  // Without JavaScript the form submits as it is; with it, empty fields stay out of the address.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = new URLSearchParams();
    for (const [key, value] of new FormData(event.currentTarget)) if (key !== "deal" && typeof value === "string" && value.trim()) query.set(key, value.trim());
    const text = query.toString();
    void navigate(`/${deal}${text ? `?${text}` : ""}`);
  };
  return (
    <form
      method="get"
      action={`/${deal}`}
      onSubmit={submit}
      role="search"
      aria-label={t("home.searchTitle")}
      className="mt-8 max-w-3xl space-y-3 rounded-xl bg-white p-4 shadow-md"
    >
      <fieldset className="flex gap-2">
        <legend className="sr-only">{t("home.deal")}</legend>
        {(["rent", "buy"] as const).map((value) => (
          <label
            key={value}
            className={`cursor-pointer rounded-full px-4 py-1.5 font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 ${deal === value ? "bg-brand-600 text-white" : "bg-slate-100 text-slate-800"}`}
          >
            <input type="radio" name="deal" value={value} checked={deal === value} onChange={() => setDeal(value)} className="sr-only" />
            {t(`home.${value}`)}
          </label>
        ))}
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-[1fr_14rem_auto] sm:items-end">
        <div>
          <label htmlFor="home-search" className={labelClass}>
            {t("home.keywords")}
          </label>
          <input
            id="home-search"
            name="search"
            type="search"
            placeholder={t("home.keywordsPlaceholder")}
            className="block w-full rounded border border-slate-400 px-3 py-2 text-base"
          />
        </div>
        <div>
          <label htmlFor="home-district" className={labelClass}>
            {t("home.district")}
          </label>
          <select id="home-district" name="district" defaultValue="" className="block w-full rounded border border-slate-400 bg-white px-3 py-2 text-base">
            <option value="">{t("home.anyDistrict")}</option>
            {districts.map((district) => (
              <option key={district.key} value={district.key}>
                {district.name}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" size="lg">
          {t("home.search")}
        </Button>
      </div>
    </form>
  );
}

/**
 * A row of cards. Only the first section's first two photos load at once (React preloads them
 * ahead of the stylesheet): on a phone even the first card is at the fold, and four photos
 * fetched before the first paint slowed it on a weak connection; the rest load as they near the screen.
 */
function ListingSection({
  id,
  title,
  listings,
  eagerPhotos = 0,
  more,
}: {
  id: string;
  title: string;
  listings: ListingCardView[];
  eagerPhotos?: number;
  more?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={id} className="mx-auto max-w-6xl px-4 py-10">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="text-2xl font-bold text-slate-900">
          {title}
        </h2>
        {more}
      </div>
      {listings.length ? (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {listings.map((listing, index) => (
            <li key={listing.id}>
              <ListingCard listing={listing} eager={index < eagerPhotos} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 text-slate-700">{t("home.noListings")}</p>
      )}
    </section>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { featured, newest, districts, origin, savedIds } = loaderData;
  return (
    <>
      <Seo origin={origin} path="/" title={t("seo.homeTitle")} description={t("seo.homeDescription")} imageAlt={t("seo.imageAlt")} />
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "WebSite",
          name: t("common.appName"),
          url: `${origin}/`,
          inLanguage: i18n.language,
          potentialAction: { "@type": "SearchAction", target: `${origin}/rent?search={search_term_string}`, "query-input": "required name=search_term_string" },
        }}
      />
      <section className="bg-brand-50">
        <div className="mx-auto max-w-6xl px-4 py-12">
          <h1 className="max-w-2xl text-4xl font-bold text-slate-900">{t("home.heroTitle")}</h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-700">{t("home.heroSubtitle")}</p>
          <SearchBox districts={districts} />
        </div>
      </section>

      <SavedListingsProvider ids={savedIds}>
        <ListingSection id="featured-heading" title={t("home.featuredTitle")} listings={featured} eagerPhotos={2} />
        <ListingSection
          id="newest-heading"
          title={t("home.newestTitle")}
          listings={newest}
          more={
            <p className="flex gap-4 text-sm font-semibold">
              <Link to="/rent" className="text-brand-700 underline">
                {t("home.rentCta")}
              </Link>
              <Link to="/buy" className="text-brand-700 underline">
                {t("home.buyCta")}
              </Link>
            </p>
          }
        />
      </SavedListingsProvider>

      <section aria-labelledby="districts-heading" className="mx-auto max-w-6xl px-4 py-10">
        <h2 id="districts-heading" className="text-2xl font-bold text-slate-900">
          {t("home.districtsTitle")}
        </h2>
        <Link to="/prices" className="mt-2 inline-block font-semibold text-brand-700 underline">
          {t("prices.byArea")}
        </Link>
        <ul className="mt-6 grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {districts.map(({ key, name, rentals, sales }) => (
            <li key={key} className="flex items-baseline justify-between gap-2 rounded border border-slate-200 bg-white px-3 py-2">
              <Link to={`/rent?district=${encodeURIComponent(key)}`} className="font-semibold text-brand-700 hover:underline">
                {name}
                <span className="ms-2 text-sm font-normal text-slate-700">{t("home.districtRentals", { count: rentals })}</span>
              </Link>
              {/* The name read out holds the words shown (axe: label-content-name-mismatch). */}
              <Link to={`/buy?district=${encodeURIComponent(key)}`} className="text-sm text-slate-700 hover:underline">
                {t("home.districtSales", { count: sales })}
                <span className="sr-only"> {t("home.districtSalesIn", { district: name })}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="owners-heading" className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="owners-heading" className="text-2xl font-bold text-slate-900">
          {t("home.ownersTitle")}
        </h2>
        <p className="mt-2 text-slate-700">{t("home.ownersBody")}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to="/postlisting" className="rounded bg-accent-500 px-5 py-3 font-semibold text-slate-900 hover:brightness-95">
            {t("home.postCta")}
          </Link>
          <Link to="/price/rental" className="px-2 py-3 font-semibold text-brand-700 underline">
            {t("home.plansCta")}
          </Link>
        </div>
      </section>
    </>
  );
}
