import { type FormEvent, type ReactNode, useEffect, useRef } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { Form, Link, useLocation, useNavigate } from "react-router";
import { CURRENCIES, type ListingType } from "#domain/listing.ts";
import { PROPERTY_CATEGORIES, PROPERTY_TYPES } from "#domain/listing-form.ts";
import { hasFilters, parseSearchUrl, priceTop, ROOMS_TOP, SEARCH_SORTS, type SearchParams, searchHref, searchQueryString, SIZE_TOP } from "#domain/search.ts";
import { type DistrictOption, districtOptions } from "#server/listings/listing-form-options.server.ts";
import { searchPage } from "#server/search/search-page.server.ts";
import { AreaOptions } from "~/components/area-options.tsx";
import { PageTitle } from "~/components/page-title.tsx";
import { Seo } from "~/components/seo.tsx";
import { SaveSearchButton } from "~/components/saved-searches/save-search-dialog.tsx";
import { SearchResults } from "~/components/search/search-results.tsx";
import { useListingValueLabel } from "~/lib/listing-labels.ts";
import { requestContext } from "~/lib/request-context.ts";
import { siteOrigin } from "~/lib/site-origin.server.ts";
import type { Route } from "./+types/search";

const listingTypeOf = (pathname: string): ListingType => (pathname.startsWith("/buy") ? "Sale" : "Rental");

export async function loader({ context, url, request }: Route.LoaderArgs) {
  const params = parseSearchUrl(url.searchParams, listingTypeOf(url.pathname));
  const map = url.searchParams.get("view") === "map";
  const [found, districts] = await Promise.all([
    searchPage(params, { map, userAgent: request.headers.get("user-agent") }),
    districtOptions(context.get(requestContext).locale),
  ]);
  return { params, ...found, origin: siteOrigin(), districts: districts.map(({ key, name, areas }) => ({ key, name, areas: areas.map(({ id, name }) => ({ id, name })) })) };
}

type Districts = Route.ComponentProps["loaderData"]["districts"];

/** SPEC.md §9: the keyword search runs one second after typing stops. */
const DEBOUNCE_MS = 1_000;

export default function Search({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { params, results, count, markers, districts, origin } = loaderData;
  const { pathname } = useLocation();
  const rent = params.listing_type === "Rental";
  const title = t(rent ? "pages.rent" : "pages.buy");
  const place = placeName(params, districts as DistrictOption[]) ?? t("search.lebanon");
  const documentTitle = params.page > 1 ? t("search.titlePage", { title: t("search.inPlace", { title, place }), page: params.page }) : t("search.inPlace", { title, place });
  const view = markers !== null ? "&view=map" : "";
  const href = (changes: { page?: number; view?: "map" | "list" }) =>
    searchHref(pathname, params, { page: changes.page, map: changes.view ? changes.view === "map" : markers !== null });
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8">
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
      <SearchForm key={`${pathname}${searchQueryString(params, { search: [] })}${view}`} params={params} districts={districts} map={markers !== null} />
      <SearchResults
        results={results}
        count={count}
        page={params.page}
        markers={markers}
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
  );
}

function placeName(params: SearchParams, districts: DistrictOption[]): string | undefined {
  const district = districts.find((option) => option.key === params.district || option.areas.some((area) => area.id === params.area));
  return district?.areas.find((area) => area.id === params.area)?.name ?? district?.name;
}

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
    </div>
  );
}

const control = "w-full rounded border border-slate-400 bg-white px-2 py-2";

/**
 * A GET form: the whole search lives in the address (shareable, the back button works, and it
 * works without scripts). With scripts, only what differs from the defaults goes in the address.
 */
function SearchForm({ params, districts, map }: { params: SearchParams; districts: Districts; map: boolean }) {
  const { t } = useTranslation();
  const label = useListingValueLabel();
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
    const next = parseSearchUrl(new URLSearchParams(new FormData(event.currentTarget) as unknown as Record<string, string>), params.listing_type);
    void navigate(searchHref(pathname, next, { map }));
  };
  const submitSoon = () => {
    clearTimeout(typing.current);
    typing.current = setTimeout(() => form.current?.requestSubmit(), DEBOUNCE_MS);
  };
  const submitNow = () => form.current?.requestSubmit();
  // A new currency has its own ceiling (SPEC.md §9): the typed prices no longer mean anything.
  const currencyChanged = () => {
    for (const name of ["price_min", "price_max"]) {
      const input = form.current?.elements.namedItem(name);
      if (input instanceof HTMLInputElement) input.value = "";
    }
    submitNow();
  };
  const top = priceTop(params);
  const rooms = (name: "bedroom_min" | "bedroom_max" | "bathroom_min" | "bathroom_max", fieldLabel: string, none: number) => (
    <Field id={`search-${name}`} label={fieldLabel}>
      <select id={`search-${name}`} name={name} defaultValue={params[name] === none ? "" : String(params[name])} className={control}>
        <option value="">{t("search.any")}</option>
        {Array.from({ length: ROOMS_TOP + 1 }, (_, count) => count)
          .filter((count) => count !== none)
          .map((count) => (
            <option key={count} value={count}>
              {count === ROOMS_TOP ? t("search.tenPlus") : count}
            </option>
          ))}
      </select>
    </Field>
  );
  const sortLabels = {
    featured: t("search.sortFeatured"),
    newest: t("search.sortNewest"),
    price_asc: t("search.sortPriceAsc"),
    price_desc: t("search.sortPriceDesc"),
    size: t("search.sortSize"),
  };
  return (
    <Form ref={form} method="get" action={pathname} onSubmit={submit} role="search" aria-label={t("search.title")} className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
      {map ? <input type="hidden" name="view" value="map" /> : null}
      <div className="grid gap-3 sm:grid-cols-[1fr_auto]">
        <Field id="search-keywords" label={t("search.keywords")}>
          <input
            ref={keywords}
            id="search-keywords"
            name="search"
            type="search"
            defaultValue={params.search.join(" ")}
            placeholder={t("search.keywordsPlaceholder")}
            onChange={submitSoon}
            className={control}
          />
        </Field>
        <Field id="search-sort" label={t("search.sort")}>
          <select id="search-sort" name="sort" defaultValue={params.sort} onChange={submitNow} className={control}>
            {SEARCH_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {sortLabels[sort]}
              </option>
            ))}
          </select>
        </Field>
      </div>
      {/* Folded (on a phone the results come first) unless a filter in it is set, or the currency
          was just changed there (the prices are typed next). */}
      <details open={hasFilters({ ...params, search: [] }) || params.currency !== "USD" || undefined}>
        <summary className="cursor-pointer select-none font-semibold text-brand-700">{t("search.filters")}</summary>
        <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <Field id="search-district" label={t("search.district")}>
            <select id="search-district" name="district" defaultValue={params.district ?? ""} className={control}>
              <option value="">{t("search.anyDistrict")}</option>
              {districts.map((district) => (
                <option key={district.key} value={district.key}>
                  {district.name}
                </option>
              ))}
            </select>
          </Field>
          <Field id="search-area" label={t("search.area")}>
            <select id="search-area" name="area" defaultValue={params.area ? String(params.area) : ""} className={control}>
              <option value="">{t("search.anyArea")}</option>
              <AreaOptions districts={districts} />
            </select>
          </Field>
          <Field id="search-type" label={t("search.propertyType")}>
            <select id="search-type" name="property_type" defaultValue={params.property_type ?? ""} className={control}>
              <option value="">{t("search.anyType")}</option>
              {PROPERTY_TYPES.map((type) => (
                <option key={type} value={type}>
                  {label("propertyType", type)}
                </option>
              ))}
            </select>
          </Field>
          <Field id="search-category" label={t("search.category")}>
            <select id="search-category" name="property_category" defaultValue={params.property_category ?? ""} className={control}>
              <option value="">{t("search.anyCategory")}</option>
              {PROPERTY_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {label("propertyCategory", category)}
                </option>
              ))}
            </select>
          </Field>
          <fieldset className="sm:col-span-2 lg:col-span-4">
            <legend className="mb-1 text-sm font-medium text-slate-800">{t("search.currency")}</legend>
            <div className="flex gap-4">
              {CURRENCIES.map((currency) => (
                <label key={currency} className="flex items-center gap-2">
                  <input type="radio" name="currency" value={currency} defaultChecked={params.currency === currency} onChange={currencyChanged} className="h-4 w-4" />
                  {currency}
                </label>
              ))}
            </div>
          </fieldset>
          <Field id="search-price-min" label={`${t("search.priceMin")} (${params.currency})`}>
            <input id="search-price-min" name="price_min" type="number" inputMode="numeric" min={0} max={top} defaultValue={params.price_min || ""} placeholder="0" className={control} />
          </Field>
          <Field id="search-price-max" label={`${t("search.priceMax")} (${params.currency})`}>
            <input
              id="search-price-max"
              name="price_max"
              type="number"
              inputMode="numeric"
              min={0}
              max={top}
              defaultValue={params.price_max < top ? params.price_max : ""}
              placeholder={t("search.noMax")}
              className={control}
            />
          </Field>
          <Field id="search-size-min" label={t("search.sizeMin")}>
            <input id="search-size-min" name="size_min" type="number" inputMode="numeric" min={0} max={SIZE_TOP} defaultValue={params.size_min || ""} placeholder="0" className={control} />
          </Field>
          <Field id="search-size-max" label={t("search.sizeMax")}>
            <input
              id="search-size-max"
              name="size_max"
              type="number"
              inputMode="numeric"
              min={0}
              max={SIZE_TOP}
              defaultValue={params.size_max < SIZE_TOP ? params.size_max : ""}
              placeholder={t("search.noMax")}
              className={control}
            />
          </Field>
          {rooms("bedroom_min", t("search.bedroomsMin"), 0)}
          {rooms("bedroom_max", t("search.bedroomsMax"), ROOMS_TOP)}
          {rooms("bathroom_min", t("search.bathroomsMin"), 0)}
          {rooms("bathroom_max", t("search.bathroomsMax"), ROOMS_TOP)}
          <Field id="search-furnished" label={t("search.furnished")}>
            <select id="search-furnished" name="furnished" defaultValue={params.furnished === undefined ? "" : String(params.furnished)} className={control}>
              <option value="">{t("search.furnishedAny")}</option>
              <option value="true">{t("search.furnishedYes")}</option>
              <option value="false">{t("search.furnishedNo")}</option>
            </select>
          </Field>
        </div>
      </details>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="rounded bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
          {t("search.apply")}
        </button>
        {hasFilters(params) ? (
          <Link to={pathname} className="px-2 py-2 text-brand-700 underline">
            {t("search.clear")}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
