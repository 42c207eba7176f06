import { type FormEvent, useEffect, useRef, useState } from "react";
import { Form, useLocation, useNavigate } from "react-router";
import { useTranslation } from "~/i18n/use-translation";
import { numberFormat } from "#domain/intl.ts";
import { SEARCH_COUNT_CAP, type SearchParams, searchHref } from "#domain/search.ts";
import { activeFilters } from "#domain/search-filters.ts";
import { LazyDialogSlot, LazySheetDialog } from "~/components/lazy-dialog.tsx";
import { Button } from "~/components/ui/button.tsx";
import { useHydrated } from "~/lib/use-hydrated.ts";
import { FilterFields, type SearchDistricts } from "./filter-fields.tsx";
import { readSearchForm } from "./read-search-form.ts";

const trigger = "inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-400 bg-white px-4 font-semibold text-slate-800 hover:bg-slate-50";

/**
 * The phone's filters (decision 0030): a sheet from the bottom with every filter and a
 * "Show N results" button whose N follows the choices as they are made (`/resources/search-count`).
 * Before scripts load, the button is a link to the panel of the search form, which then shows.
 * The sheet's code loads on the first tap (decision 0032).
 */
export function FilterSheet({ params, districts, count, map }: { params: SearchParams; districts: SearchDistricts; count: number; map: boolean }) {
  const { t, i18n } = useTranslation();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const [counted, recount] = useLatestCount(params.listing_type, count);
  const active = activeFilters(params).length;
  const label = (
    <>
      <FilterIcon />
      {t("search.filters")}
      {active ? (
        <span className="grid min-w-6 place-items-center rounded-full bg-brand-600 px-1.5 text-xs text-white">
          {numberFormat(i18n.language).format(active)}
        </span>
      ) : null}
    </>
  );
  if (!hydrated) {
    return (
      <a href="#search-filters" className={`${trigger} lg:hidden`}>
        {label}
      </a>
    );
  }
  const show = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.stopPropagation();
    setOpen(false);
    void readSearchForm(event.currentTarget, params.listing_type).then((next) => navigate(searchHref(pathname, next, { map })));
  };
  const found = counted;
  const number = (value: number) => numberFormat(i18n.language).format(value);
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        onPointerEnter={LazySheetDialog.preload}
        className={`${trigger} lg:hidden`}
      >
        {label}
      </button>
      <LazyDialogSlot open={open}>
        <LazySheetDialog
          open={open}
          onOpenChange={setOpen}
          returnFocusTo={button}
          side="bottom"
          title={t("phone.filterSheetTitle")}
          description={t(params.listing_type === "Sale" ? "pages.buy" : "pages.rent")}
          closeLabel={t("common.close")}
        >
          <Form
            method="get"
            action={pathname}
            onChange={(event) => {
              event.stopPropagation();
              recount(event.currentTarget);
            }}
            onSubmit={show}
            className="flex min-h-0 flex-1 flex-col"
          >
            <input type="hidden" name="search" value={params.search.join(" ")} />
            <input type="hidden" name="sort" value={params.sort} />
            <div className="min-h-0 flex-1 overflow-y-auto px-4 py-4">
              <FilterFields params={params} districts={districts} idPrefix="sheet" areasAtOnce />
            </div>
            <div className="border-t border-slate-200 px-4 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
              <Button type="submit" aria-live="polite" className="min-h-12 w-full rounded-lg">
                {found > SEARCH_COUNT_CAP
                  ? t("phone.showMoreResults", { value: number(SEARCH_COUNT_CAP), count: SEARCH_COUNT_CAP })
                  : t("phone.showResults", { count: found })}
              </Button>
            </div>
          </Form>
        </LazySheetDialog>
      </LazyDialogSlot>
    </>
  );
}

/**
 * "Show N results" for the form as it is after the last change (issue 44: it lagged it). The form is
 * read once React has applied the change (clearing the Area of another district happens in the
 * same render), and each new count aborts the one before, whose late answer could otherwise land
 * last. A value the search cannot use (being typed) answers 400 without a count: the last stays.
 */
function useLatestCount(listingType: SearchParams["listing_type"], pageCount: number): [number, (form: HTMLFormElement) => void] {
  const [changed, setChanged] = useState<{ form: HTMLFormElement; of: number } | null>(null);
  const [counted, setCounted] = useState<{ of: number; count: number } | null>(null);
  useEffect(() => {
    if (!changed) return;
    const query = new URLSearchParams(new FormData(changed.form) as unknown as Record<string, string>);
    query.set("type", listingType);
    const request = new AbortController();
    fetch(`/resources/search-count?${query}`, { signal: request.signal })
      .then((response) => (response.ok ? (response.json() as Promise<{ count?: number }>) : null))
      .then((answer) => {
        if (!request.signal.aborted && typeof answer?.count === "number") setCounted({ of: changed.of, count: answer.count });
      })
      // Aborted by a newer change, or offline: the last count stays.
      .catch(() => undefined);
    return () => request.abort();
  }, [changed, listingType]);
  // A new results page (another search) starts from its own count.
  return [counted?.of === pageCount ? counted.count : pageCount, (form) => setChanged({ form, of: pageCount })];
}

function FilterIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M4 6h16M7 12h10M10 18h4" />
    </svg>
  );
}
