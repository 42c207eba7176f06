import { PlaceLinks } from "~/components/prices/place-links.tsx";
import { Link } from "react-router";
import { PRICES_TAG } from "#domain/page-tags.ts";
import { requestContext } from "#server/http/request-context.ts";
import { sameForEveryVisitor } from "#server/http/visitor-page.ts";
import { guideIndex, type GuideIndexDistrict } from "#server/market/guide-index.server.ts";
import { PageTitle } from "~/components/page-title.tsx";
import { usePriceWords } from "~/components/prices/price-comparison.tsx";
import { Seo } from "~/components/seo.tsx";
import { loadGuidesCatalog } from "~/i18n/catalog-parts.client.ts";
import { useTranslation } from "~/i18n/use-translation";
import { siteOrigin } from "~/lib/site-origin.server.ts";
import type { Route } from "./+types/prices-index";

/** `/prices`: the price guides of every district and area (issue 44), reached from home and the menu. */
export async function loader({ context }: Route.LoaderArgs) {
  const districts = await guideIndex(context.get(requestContext).locale);
  // The same for every visitor until the next rollup, as the guides themselves (decision 0066).
  sameForEveryVisitor(context, [PRICES_TAG]);
  return { districts, origin: siteOrigin() };
}

export const clientLoader = async ({ serverLoader }: Route.ClientLoaderArgs) => (await Promise.all([serverLoader(), loadGuidesCatalog()]))[0];

export default function PricesIndex({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { districts, origin } = loaderData;
  const title = t("prices.index.title");
  const shown = (district: GuideIndexDistrict) => district.medians.Rental !== null || district.medians.Sale !== null;
  const withFigures = districts.filter(shown);
  const others = districts.filter((district) => !shown(district));
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8">
      <Seo origin={origin} path="/prices" title={`${title} · ${t("common.appName")}`} description={t("prices.index.description")} />
      <div className="space-y-3">
        <PageTitle title={title} withDocumentTitle={false} />
        <p className="text-slate-700">{t("prices.index.intro")}</p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2">
        {withFigures.map((district) => (
          <DistrictCard key={district.path} district={district} />
        ))}
      </ul>
      {/* The districts with too few listings for a figure: their guides in one list, not a card each. */}
      {others.length ? (
        <nav aria-labelledby="other-districts" className="space-y-2">
          <h2 id="other-districts" className="text-lg font-semibold text-slate-900">
            {t("prices.index.others")}
          </h2>
          <p className="text-sm text-slate-700">{t("prices.notEnough")}</p>
          <PlaceLinks places={others} />
        </nav>
      ) : null}
      <p className="rounded-lg bg-slate-100 p-3 text-sm text-slate-800">{t("prices.honesty")}</p>
    </div>
  );
}

/** A district: its guide, its typical rent and price, and its areas' guides. */
function DistrictCard({ district }: { district: GuideIndexDistrict }) {
  const { t } = useTranslation();
  const rent = usePriceWords("Rental");
  const sale = usePriceWords("Sale");
  const { Rental: rental, Sale: sold } = district.medians;
  return (
    <li className="space-y-2 rounded-xl border border-slate-200 bg-white p-4" data-testid="guide-district">
      <h2 className="text-lg font-semibold">
        <Link to={district.path} className="text-brand-700 underline">
          {district.name}
        </Link>
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm">
        {rental === null ? null : (
          <>
            <dt className="text-slate-700">{t("prices.medianRent")}</dt>
            <dd className="font-semibold text-slate-900">{rent.price(rental)}</dd>
          </>
        )}
        {sold === null ? null : (
          <>
            <dt className="text-slate-700">{t("prices.medianPrice")}</dt>
            <dd className="font-semibold text-slate-900">{sale.price(sold)}</dd>
          </>
        )}
      </dl>
      {district.areas.length ? (
        <nav aria-label={t("prices.areas", { district: district.name })}>
          <ul className="flex flex-wrap gap-2">
            {district.areas.map((area) => (
              <li key={area.path}>
                <Link
                  to={area.path}
                  className="inline-flex min-h-11 items-center rounded-full border border-slate-300 px-3 text-sm text-brand-700 hover:bg-brand-50"
                >
                  {area.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </li>
  );
}
