import { lazy, Suspense } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { Link } from "react-router";
import { SEARCH_COUNT_CAP, SEARCH_MAX_PAGE, SEARCH_PAGE_SIZE, type SearchParams, searchQueryString } from "#domain/search.ts";
import type { ListingCardView } from "#domain/listing-card.ts";
import { ListingCard } from "~/components/listing-card.tsx";
import { SavedListingsProvider } from "~/components/saved-listings.tsx";
import { useHydrated } from "~/lib/use-hydrated.ts";
import { numberFormat } from "#domain/intl.ts";

// Leaflet's code is its own chunk, fetched only when the map view is shown.
const ResultsMap = lazy(() => import("./results-map.tsx").then((module) => ({ default: module.ResultsMap })));

export interface ResultsProps {
  results: ListingCardView[];
  count: number;
  params: SearchParams;
  /** Whether the map view is on (else the list). */
  map: boolean;
  /** The results the signed-in visitor saved (their cards' hearts). */
  savedIds: string[];
  /** The address of the same search with another page or view. */
  href: (changes: { page?: number; view?: "map" | "list" }) => string;
  empty: React.ReactNode;
}

/**
 * The total, the list/map switch, and the cards with the page links, or the map of every result
 * (the list stays the way through them by keyboard or screen reader). Only the first two cards'
 * photos load at once: React preloads them ahead of the stylesheet, and more would slow the first
 * paint on a weak connection.
 */
export function SearchResults({ results, count, params, map, savedIds, href, empty }: ResultsProps) {
  const { t, i18n } = useTranslation();
  const hydrated = useHydrated();
  const number = (value: number) => numberFormat(i18n.language).format(value);
  const viewLink = (view: "map" | "list", label: string) => {
    const current = map === (view === "map");
    return (
      <Link
        to={href({ view })}
        aria-current={current ? "page" : undefined}
        className={`px-3 py-1.5 text-sm font-medium ${current ? "bg-brand-600 text-white" : "bg-white text-slate-800 hover:bg-slate-100"}`}
      >
        {label}
      </Link>
    );
  };
  return (
    <SavedListingsProvider ids={savedIds}>
      <section aria-labelledby="results-heading" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="results-heading" className="text-base font-semibold text-slate-800" aria-live="polite">
            {count > SEARCH_COUNT_CAP ? t("search.foundMore", { count: number(SEARCH_COUNT_CAP) }) : t("search.found", { count: number(count) })}
          </h2>
          <nav aria-label={t("search.views")} className="flex overflow-hidden rounded border border-slate-400">
            {viewLink("list", t("search.list"))}
            {viewLink("map", t("search.map"))}
          </nav>
        </div>
        {results.length === 0 ? (
          empty
        ) : map ? (
          <>
            <p className="sr-only">{t("map.listRoute")}</p>
            <Link to={href({ view: "list" })} className="sr-only focus:not-sr-only focus:inline-block focus:underline">
              {t("map.listLink")}
            </Link>
            {hydrated ? (
              <Suspense fallback={<p className="text-sm text-slate-600">{t("search.mapLoading")}</p>}>
                <ResultsMap query={mapQuery(params)} />
              </Suspense>
            ) : (
              <p className="text-sm text-slate-600">{t("search.mapLoading")}</p>
            )}
          </>
        ) : (
          <>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {results.map((listing, index) => (
                <li key={listing.id}>
                  <ListingCard listing={listing} eager={index < 2} />
                </li>
              ))}
            </ul>
            <Pagination count={count} page={params.page} full={results.length === SEARCH_PAGE_SIZE} href={href} />
          </>
        )}
      </section>
    </SavedListingsProvider>
  );
}

/** What the map asks the markers for: the search's filters, its listing type and owner. */
function mapQuery(params: SearchParams): string {
  const query = new URLSearchParams(searchQueryString(params, { page: 1, sort: "featured" }));
  query.set("type", params.listing_type);
  if (params.owner) query.set("owner", params.owner);
  return query.toString();
}

function Pagination({ count, page, full, href }: { count: number; page: number; full: boolean; href: ResultsProps["href"] }) {
  const { t } = useTranslation();
  // Past the count's cap the number of pages is unknown: "next" stays while pages are full.
  const known = Math.min(SEARCH_MAX_PAGE, Math.ceil(Math.min(count, SEARCH_COUNT_CAP) / SEARCH_PAGE_SIZE));
  const last = count > SEARCH_COUNT_CAP && full ? Math.min(SEARCH_MAX_PAGE, Math.max(known, page + 1)) : Math.max(known, page);
  if (last <= 1) return null;
  const pages = [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, last])].filter((value) => value >= 1 && value <= last).sort((a, b) => a - b);
  const linkClass = "rounded border border-slate-400 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100";
  return (
    <nav aria-label={t("search.pagination")}>
      <ul className="flex flex-wrap items-center gap-2">
        {page > 1 ? (
          <li>
            <Link to={href({ page: page - 1 })} rel="prev" className={linkClass}>
              {t("search.previous")}
            </Link>
          </li>
        ) : null}
        {pages.map((value, index) => (
          <li key={value} className="flex items-center gap-2">
            {index > 0 && value - pages[index - 1]! > 1 ? <span aria-hidden="true">…</span> : null}
            {value === page ? (
              <span aria-current="page" className="rounded bg-brand-600 px-3 py-1.5 text-sm font-semibold text-white">
                <span className="sr-only">{t("search.pageNumber", { page: value })}</span>
                <span aria-hidden="true">{value}</span>
              </span>
            ) : (
              <Link to={href({ page: value })} aria-label={t("search.pageNumber", { page: value })} className={linkClass}>
                {value}
              </Link>
            )}
          </li>
        ))}
        {page < last ? (
          <li>
            <Link to={href({ page: page + 1 })} rel="next" className={linkClass}>
              {t("search.next")}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
