import { type FormEvent, useEffect, useRef } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { Form, Link, useLocation, useNavigate } from "react-router";
import type { ListingType } from "#domain/listing.ts";
import { cardView } from "#domain/listing-card.ts";
import { hasFilters, SEARCH_SORTS, type SearchParams, searchHref, searchQueryString } from "#domain/search.ts";
import { readSearchForm } from "~/components/search/read-search-form.ts";
import type { DistrictOption } from "#domain/listing-form.ts";
import { districtOptions, inReadersLanguage } from "#server/listings/listing-form-options.server.ts";
import { withAreaOfDistrict } from "#server/search/area-in-district.server.ts";
import { searchPage } from "#server/search/search-page.server.ts";
import { PageTitle } from "~/components/page-title.tsx";
import { Seo } from "~/components/seo.tsx";
import { SaveSearchButton } from "~/components/saved-searches/save-search-dialog.tsx";
import { FilterChips } from "~/components/search/filter-chips.tsx";
import { control, FilterFields } from "~/components/search/filter-fields.tsx";
import { FilterSheet } from "~/components/search/filter-sheet.tsx";
import { SearchResults } from "~/components/search/search-results.tsx";
import { TypicalPriceHere } from "~/components/prices/typical-price-here.tsx";
import { typicalPriceHere } from "#server/market/typical-price-here.server.ts";
import { requestContext } from "#server/http/request-context.ts";
import { sessionContext } from "~/lib/session-context.ts";
import { siteOrigin } from "~/lib/site-origin.server.ts";
import { sameForEveryVisitor } from "#server/http/visitor-page.ts";
import { PRICES_TAG, RATE_TAG, searchTag } from "#domain/page-tags.ts";
import type { Route } from "./+types/search";
import { redirectPastLastPage } from "~/lib/paging.server.ts";
import { searchOfPage } from "~/lib/search-url.server.ts";
import { WrongSearchScreen } from "~/components/search/wrong-search-screen.tsx";
import { Button } from "~/components/ui/button.tsx";
import { labelClass } from "~/components/ui/field-classes.ts";

const listingTypeOf = (pathname: string): ListingType => (pathname.startsWith("/buy") ? "Sale" : "Rental");

export async function loader({ context, url, request }: Route.LoaderArgs) {
  const params = await withAreaOfDistrict(searchOfPage(url, listingTypeOf(url.pathname), context.get(requestContext).locale));
  const map = url.searchParams.get("view") === "map";
  const [found, districts, typical] = await Promise.all([
    searchPage(params, { map, userAgent: request.headers.get("user-agent"), userId: context.get(sessionContext).user?.id }),
    districtOptions(context.get(requestContext).locale),
    typicalPriceHere(params, context.get(requestContext).locale),
  ]);
  redirectPastLastPage(url, found.page);
  // The list counted an impression for each card shown (searchPage); the map counts none.
  sameForEveryVisitor(
    context,
    [searchTag(params.listing_type, params.district), RATE_TAG, ...(params.district ? [PRICES_TAG] : [])],
    {
      impressions: found.map ? [] : found.results.map((listing) => listing.id),
    },
    { list: true },
  );
  // The district shown: the one chosen, or the chosen area's.
  const shown = params.district ?? districts.find(({ areas }) => areas.some((area) => area.id === params.area))?.key;
  return {
    params,
    ...found,
    results: (await inReadersLanguage(found.results, context.get(requestContext).locale)).map(cardView),
    origin: siteOrigin(),
    typical,
    // Only the areas of the district shown (decision 0072): 560 areas were three quarters of the
    // page's data and a third of its elements. The Area list asks for the rest when the visitor reaches it.
    districts: districts.map(({ key, name, areas }) => ({
      key,
      name,
      areas: key === shown ? areas.map(({ id, name }) => ({ id, name })) : [],
    })),
  };
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <WrongSearchScreen error={error} />;
}

type Districts = Route.ComponentProps["loaderData"]["districts"];

/** SPEC.md §9: the keyword search runs one second after typing stops. */
const DEBOUNCE_MS = 1_000;

export default function Search({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { params, results, count, map, districts, origin, savedIds, typical } = loaderData;
  const { pathname } = useLocation();
  const rent = params.listing_type === "Rental";
  const title = t(rent ? "pages.rent" : "pages.buy");
  const place = placeName(params, districts as DistrictOption[]) ?? t("search.lebanon");
  const documentTitle =
    params.page > 1
      ? t("search.titlePage", {
          title: t("search.inPlace", { title, place }),
          page: params.page,
        })
      : t("search.inPlace", { title, place });
  const view = map ? "&view=map" : "";
  const href = (changes: { page?: number; view?: "map" | "list" }) =>
    searchHref(pathname, params, {
      page: changes.page,
      map: changes.view ? changes.view === "map" : map,
    });
  return (
    <div className="mx-auto max-w-6xl space-y-4 px-4 py-6 lg:space-y-6 lg:py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PageTitle title={title} withDocumentTitle={false} />
        <SaveSearchButton listingType={params.listing_type} />
      </div>
      {/* The document title names the search; an empty result page is not for search engines. */}
      <Seo
        origin={origin}
        path={searchHref(pathname, params, { page: params.page, map: false })}
        title={`${documentTitle} · ${t("common.appName")}`}
        description={t(rent ? "search.descriptionRent" : "search.descriptionSale", { place })}
        noindex={results.length === 0}
      />
      {/* A new address resets the fields (back button, "clear"); the words typed are kept while typing. */}
      <div className="space-y-4 lg:grid lg:grid-cols-[19rem_minmax(0,1fr)] lg:items-start lg:gap-8 lg:space-y-0">
        <SearchForm key={`${pathname}${searchQueryString(params, { search: [] })}${view}`} params={params} districts={districts} count={count} map={map} />
        <div className="min-w-0 space-y-4">
          <FilterChips params={params} districts={districts} map={map} />
          <TypicalPriceHere typical={typical} />
          <SearchResults
            results={results}
            count={count}
            params={params}
            map={map}
            savedIds={savedIds}
            href={href}
            empty={
              <div className="rounded-xl border border-dashed border-slate-300 p-8 text-center">
                <p className="font-semibold text-slate-900">{t("search.empty")}</p>
                {hasFilters(params) ? (
                  <p className="mt-2 text-slate-700">
                    {t("search.emptyHint")}{" "}
                    <Link to={pathname} className="text-brand-700 underline">
                      {t("search.clear")}
                    </Link>
                  </p>
                ) : null}
              </div>
            }
          />
        </div>
      </div>
    </div>
  );
}

function placeName(params: SearchParams, districts: DistrictOption[]): string | undefined {
  const district = districts.find((option) => option.key === params.district || option.areas.some((area) => area.id === params.area));
  return district?.areas.find((area) => area.id === params.area)?.name ?? district?.name;
}

/**
 * A GET form: the whole search lives in the address (shareable, the back button works, and it
 * works without scripts). With scripts, only what differs from the defaults goes in the address.
 * From `lg` up the filters sit in it as a side panel; on a phone they open in `FilterSheet`
 * (before scripts load, its link shows the panel here).
 */
function SearchForm({ params, districts, count, map }: { params: SearchParams; districts: Districts; count: number; map: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const form = useRef<HTMLFormElement>(null);
  const typing = useRef<ReturnType<typeof setTimeout>>(undefined);
  const keywords = useRef<HTMLInputElement>(null);
  useEffect(() => () => clearTimeout(typing.current), []);
  const words = params.search.join(" ");
  useEffect(() => {
    if (keywords.current && document.activeElement !== keywords.current) keywords.current.value = words;
  }, [words]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    clearTimeout(typing.current);
    void readSearchForm(event.currentTarget, params.listing_type).then((next) => navigate(searchHref(pathname, next, { map })));
  };
  const submitSoon = () => {
    clearTimeout(typing.current);
    typing.current = setTimeout(() => form.current?.requestSubmit(), DEBOUNCE_MS);
  };
  const submitNow = () => form.current?.requestSubmit();
  const sortLabels = {
    featured: t("search.sortFeatured"),
    newest: t("search.sortNewest"),
    price_asc: t("search.sortPriceAsc"),
    price_desc: t("search.sortPriceDesc"),
    size: t("search.sortSize"),
  };
  return (
    <Form
      ref={form}
      method="get"
      action={pathname}
      onSubmit={submit}
      role="search"
      aria-label={t("search.title")}
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 lg:sticky lg:top-4 lg:max-h-[calc(100vh-2rem)] lg:overflow-y-auto"
    >
      {map ? <input type="hidden" name="view" value="map" /> : null}
      <div>
        <label htmlFor="search-keywords" className={labelClass}>
          {t("search.keywords")}
        </label>
        <input
          ref={keywords}
          id="search-keywords"
          name="search"
          type="search"
          defaultValue={words}
          placeholder={t("search.keywordsPlaceholder")}
          onChange={submitSoon}
          className={control}
        />
      </div>
      <div className="flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <label htmlFor="search-sort" className={labelClass}>
            {t("search.sort")}
          </label>
          <select id="search-sort" name="sort" defaultValue={params.sort} onChange={submitNow} className={control}>
            {SEARCH_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {sortLabels[sort]}
              </option>
            ))}
          </select>
        </div>
        <FilterSheet params={params} districts={districts} count={count} map={map} />
      </div>
      <div id="search-filters" className="hidden space-y-3 border-t border-slate-200 pt-3 target:block lg:block">
        <h2 className="font-semibold text-slate-900">{t("search.filters")}</h2>
        <FilterFields params={params} districts={districts} idPrefix="search" onCurrencyChange={submitNow} />
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit">{t("search.apply")}</Button>
          {hasFilters(params) ? (
            <Link to={pathname} className="px-2 py-2 text-brand-700 underline">
              {t("search.clear")}
            </Link>
          ) : null}
        </div>
      </div>
    </Form>
  );
}
