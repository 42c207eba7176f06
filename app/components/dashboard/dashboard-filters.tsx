import type { FormEvent, ReactNode } from "react";
import { Form, Link, useNavigate } from "react-router";
import { DASHBOARD_PAGE_SIZES, DASHBOARD_SORTS, DASHBOARD_STATUSES, dashboardHref, type DashboardQuery, parseDashboardQuery } from "#domain/dashboard.ts";
import { useStatusLabel } from "~/components/dashboard/listing-parts.tsx";
import { Button } from "~/components/ui/button.tsx";
import { labelClass } from "~/components/ui/field.tsx";
import { useTranslation } from "~/i18n/use-translation";
import { usePlanName } from "~/lib/plan-name.ts";

// The dashboard's tabs (all, rentals, sales) and its filters, both kept in the address.

export function DashboardTabs({ query }: { query: DashboardQuery }) {
  const { t } = useTranslation();
  const tabs = [
    [undefined, t("dashboard.tabAll")],
    ["Rental", t("dashboard.tabRental")],
    ["Sale", t("dashboard.tabSale")],
  ] as const;
  return (
    <nav aria-label={t("dashboard.tabs")}>
      <ul className="flex gap-1 border-b border-slate-200">
        {tabs.map(([type, label]) => {
          const current = query.listing_type === type;
          return (
            <li key={label}>
              <Link
                to={dashboardHref(query, { listing_type: type, page: 1 })}
                aria-current={current ? "page" : undefined}
                className={`-mb-px inline-block border-b-2 px-4 py-2 font-medium ${current ? "border-brand-600 text-brand-700" : "border-transparent text-slate-700 hover:text-slate-900"}`}
              >
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function FilterSelect({ name, label, value, children }: { name: string; label: string; value: string | undefined; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={`filter-${name}`} className={labelClass}>
        {label}
      </label>
      <select id={`filter-${name}`} name={name} defaultValue={value ?? ""} className="w-full rounded border border-slate-400 px-2 py-2">
        {children}
      </select>
    </div>
  );
}

/** A GET form: the filters live in the address, so they survive reloads and can be shared. */
export function DashboardFilters({ query, limit, plans }: { query: DashboardQuery; limit: number; plans: Array<{ id: string; name: string }> }) {
  const { t } = useTranslation();
  const statusLabel = useStatusLabel();
  const planName = usePlanName();
  const navigate = useNavigate();
  // With scripts, the address keeps only the filters set (without them the plain GET works too).
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(event.currentTarget)) if (typeof value === "string" && value) params.set(key, value);
    // The page size already in force is remembered on the user: the address names only a change.
    if (params.get("limit") === String(limit)) params.delete("limit");
    void navigate(dashboardHref(parseDashboardQuery(params)));
  };
  const sortLabels = {
    newest: t("dashboard.sortNewest"),
    price_asc: t("dashboard.sortPriceAsc"),
    price_desc: t("dashboard.sortPriceDesc"),
    expiry: t("dashboard.sortExpiry"),
  };
  return (
    // The key resets the fields when the address changes (a tab or "clear").
    <Form
      method="get"
      onSubmit={submit}
      key={dashboardHref(query)}
      aria-label={t("dashboard.filters")}
      className="grid gap-3 rounded-xl border border-slate-200 p-4 sm:grid-cols-3"
    >
      {query.listing_type ? <input type="hidden" name="listing_type" value={query.listing_type} /> : null}
      <div className="sm:col-span-3">
        <label htmlFor="filter-q" className={labelClass}>
          {t("dashboard.search")}
        </label>
        <input id="filter-q" name="q" type="search" defaultValue={query.q ?? ""} className="w-full rounded border border-slate-400 px-3 py-2" />
      </div>
      <FilterSelect name="status" label={t("dashboard.status")} value={query.status}>
        <option value="">{t("dashboard.anyStatus")}</option>
        {DASHBOARD_STATUSES.map((status) => (
          <option key={status} value={status}>
            {statusLabel(status)}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect name="plan" label={t("dashboard.plan")} value={query.plan}>
        <option value="">{t("dashboard.anyPlan")}</option>
        {plans.map((plan) => (
          <option key={plan.id} value={plan.id}>
            {planName(plan.id)}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect name="visible" label={t("dashboard.visibility")} value={query.visible}>
        <option value="">{t("dashboard.anyVisibility")}</option>
        <option value="yes">{t("dashboard.shown")}</option>
        <option value="no">{t("dashboard.hidden")}</option>
      </FilterSelect>
      <FilterSelect name="sort" label={t("dashboard.sort")} value={query.sort}>
        {DASHBOARD_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {sortLabels[sort]}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect name="limit" label={t("dashboard.pageSize")} value={String(limit)}>
        {DASHBOARD_PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </FilterSelect>
      <div className="flex items-end gap-3">
        <Button type="submit">{t("dashboard.apply")}</Button>
        <Link
          to={dashboardHref(query, { q: undefined, status: undefined, plan: undefined, visible: undefined, sort: "newest", page: 1 })}
          className="px-2 py-2 text-brand-700 underline"
        >
          {t("dashboard.clear")}
        </Link>
      </div>
    </Form>
  );
}
