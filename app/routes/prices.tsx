import { PlaceLinks } from "~/components/prices/place-links.tsx";
import { data, Link } from "react-router";
import { joinList } from "#domain/intl.ts";
import { trendFromFirstFigure } from "#domain/market.ts";
import { PRICES_TAG } from "#domain/page-tags.ts";
import { requestContext } from "#server/http/request-context.ts";
import { sameForEveryVisitor } from "#server/http/visitor-page.ts";
import { areaGuidePage, type GuideSection } from "#server/market/area-guide-page.server.ts";
import { PageTitle } from "~/components/page-title.tsx";
import { PriceBreakdown } from "~/components/prices/price-breakdown.tsx";
import { PriceSummary } from "~/components/prices/price-summary.tsx";
import { PriceTrend } from "~/components/prices/price-trend.tsx";
import { JsonLd, Seo } from "~/components/seo.tsx";
import { StatusScreen } from "~/components/status-screen.tsx";
import { loadGuidesCatalog } from "~/i18n/catalog-parts.client.ts";
import { useTranslation } from "~/i18n/use-translation";
import { useListingValueLabel } from "~/lib/listing-labels.ts";
import { absoluteUrl } from "~/lib/seo.ts";
import { siteOrigin } from "~/lib/site-origin.server.ts";
import type { Route } from "./+types/prices";

/** `/prices/:district` and `/prices/:district/:area`: the asking prices of a place (issue 29, decision 0066). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const page = await areaGuidePage(params.district, params.area, context.get(requestContext).locale);
  if (!page) throw data(null, { status: 404 });
  // The same for every visitor until the next rollup (its insert moves the tag: migration 0039).
  sameForEveryVisitor(context, [PRICES_TAG]);
  return { ...page, origin: siteOrigin() };
}

export const clientLoader = async ({ serverLoader }: Route.ClientLoaderArgs) => (await Promise.all([serverLoader(), loadGuidesCatalog()]))[0];

export function ErrorBoundary() {
  return <StatusScreen status={404} />;
}

export default function Prices({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { place, sections, areas, origin } = loaderData;
  const name = joinList([place.areaName, place.districtName], i18n.language);
  const title = t("prices.title", { place: name });
  const description = t("prices.description", { place: name });
  const empty = sections.every((section) => section.prices.median === null);
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8">
      <Seo origin={origin} path={place.path} title={`${title} · ${t("common.appName")}`} description={description} noindex={empty} />
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "Dataset",
          name: title,
          description,
          url: absoluteUrl(origin, place.path),
          isAccessibleForFree: true,
          creator: { "@type": "Organization", name: t("common.appName"), url: origin },
          spatialCoverage: { "@type": "Place", name, address: { "@type": "PostalAddress", addressRegion: place.districtName, addressCountry: "LB" } },
          variableMeasured: [t("prices.medianRent"), t("prices.medianPrice")],
          temporalCoverage: sections[0]?.prices.trend.length ? `${sections[0].prices.trend[0]!.month}/${sections[0].prices.trend.at(-1)!.month}` : undefined,
        }}
      />
      <div>
        <PageTitle title={title} withDocumentTitle={false} />
        {place.areaName ? (
          <Link to={place.path.replace(/\/[^/]+$/, "")} className="mt-2 inline-block text-brand-700 underline">
            {t("prices.wholeDistrict", { district: place.districtName })}
          </Link>
        ) : null}
        <p className="mt-3 rounded-lg bg-slate-100 p-3 text-sm text-slate-800">{t("prices.honesty")}</p>
      </div>
      {empty ? <p className="text-slate-800">{t("prices.nothingYet")}</p> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {sections.map((section) => (
          <PriceSummary key={section.listingType} listingType={section.listingType} prices={section.prices} searchPath={section.searchPath} />
        ))}
      </div>
      {sections.map((section) => (section.prices.listings > 0 ? <SectionDetails key={section.listingType} section={section} /> : null))}
      {areas.length > 0 ? (
        <nav aria-labelledby="guide-areas">
          <h2 id="guide-areas" className="text-xl font-semibold text-slate-900">
            {t("prices.areas", { district: place.districtName })}
          </h2>
          <PlaceLinks places={areas} className="mt-2" />
        </nav>
      ) : null}
    </div>
  );
}

/** One listing type's split by property type and by bedrooms, and its months. */
function SectionDetails({ section }: { section: GuideSection }) {
  const { t } = useTranslation();
  const valueLabel = useListingValueLabel();
  const heading = t(section.listingType === "Rental" ? "prices.rentals" : "prices.sales");
  const trend = trendFromFirstFigure(section.prices.trend);
  return (
    <section aria-label={heading} className="space-y-4 rounded-xl border border-slate-200 bg-white p-4">
      <h2 className="text-xl font-semibold text-slate-900">{heading}</h2>
      <PriceBreakdown
        caption={t("prices.byType")}
        listingType={section.listingType}
        rows={section.byType.map((group) => ({ ...group, label: valueLabel("propertyType", group.propertyType) }))}
      />
      <PriceBreakdown
        caption={t("prices.byBedrooms")}
        listingType={section.listingType}
        rows={section.byBedrooms.map((group) => ({ ...group, label: t("cards.bedrooms", { count: group.bedrooms, value: group.bedrooms }) }))}
      />
      {/* From the first month with a figure; a chart needs two of them. */}
      {trend.length > 1 ? <PriceTrend listingType={section.listingType} trend={trend} /> : null}
    </section>
  );
}
