import type { FormEvent, ReactNode } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { data, Form, Link, redirect, useActionData, useNavigate } from "react-router";
import {
  DASHBOARD_PAGE_SIZES,
  DASHBOARD_SORTS,
  DASHBOARD_STATUSES,
  dashboardActionSchema,
  dashboardHref,
  type DashboardQuery,
  type ListingIntent,
  creditsScreen,
  ownerActions,
  parseDashboardQuery,
  rememberedDashboardHref,
} from "#domain/dashboard.ts";
import { imageUrl } from "#domain/images.ts";
import { errorStatus } from "#domain/errors.ts";
import { type AppErrorCode, refusalOf } from "#server/errors.server.ts";
import { applyListingTransition } from "#server/listings/apply-transition.server.ts";
import { boostListings } from "#server/listings/boost-listings.server.ts";
import { bulkRenewListings } from "#server/listings/bulk-renew.server.ts";
import { readDashboardMemory, rememberDashboard } from "#server/listings/dashboard-memory.server.ts";
import { findBoostEffects } from "#server/listings/boost-effects.server.ts";
import { findOwnerListings } from "#server/listings/owner-listings.server.ts";
import { listPlans } from "#server/plans/list-plans.server.ts";
import { runtime } from "#server/runtime.server.ts";
import { RefusalAlert, useStatusLabel } from "~/components/dashboard/listing-parts.tsx";
import { BULK_RENEW_FORM, OwnerListingCard } from "~/components/dashboard/owner-listing-card.tsx";
import { PageTitle } from "~/components/page-title.tsx";
import { listingActor, requireUser } from "~/lib/current-user.server.ts";
import { type ToastKey, withNotice } from "~/lib/toasts.tsx";
import type { Route } from "./+types/dashboard";
import { redirectPastLastPage } from "~/lib/paging.server.ts";
import { readForm } from "~/lib/read-form.server.ts";

export async function loader({ context, url }: Route.LoaderArgs) {
  const user = requireUser(context);
  const memory = await readDashboardMemory(user.id);
  // Arriving from the menu: the last search comes back (SPEC.md §3 `last_dashboard_search`).
  if (url.searchParams.has("resume")) throw redirect(rememberedDashboardHref(memory.search));
  const query = parseDashboardQuery(url.searchParams);
  const limit = query.limit ?? memory.limit;
  const [page, plans] = await Promise.all([
    findOwnerListings(user.id, { ...query, limit, skip: (query.page - 1) * limit }),
    listPlans(),
    rememberDashboard(user.id, memory, query, limit),
  ]);
  redirectPastLastPage(url, page.pageCount);
  const boostEffects = await findBoostEffects(
    user.id,
    page.items.map((item) => item.id),
  );
  const now = new Date();
  const cdnBase = runtime().env.MEDIA_CDN_URL;
  return {
    query,
    limit,
    plans: plans.map((plan) => ({ id: plan.id, name: plan.name })),
    total: page.total,
    page: page.page,
    pageCount: page.pageCount,
    listings: page.items.map(({ featuredImageKey, ...item }) => ({
      ...item,
      photoUrl: featuredImageKey ? imageUrl(featuredImageKey, { size: "low", cdnBase }) : null,
      actions: ownerActions(item.state, now),
      creditsScreen: creditsScreen(item.state, now),
      boostEffect: boostEffects[item.id],
    })),
  };
}

const NOTICES: Record<ListingIntent | "bulkRenew", ToastKey> = {
  add: "listingUpdated",
  remove: "listingUpdated",
  boost: "listingUpdated",
  cancelMembership: "membershipCancelled",
  permanentDelete: "listingDeleted",
  bulkRenew: "listingRenewed",
};

type ActionData = { error: AppErrorCode | "dashboard.bulkNoneSelected"; propertyId?: string };

/** Every action goes through the lifecycle with the signed-in user as actor: another user's listing is not found. */
export async function action({ request, context, url }: Route.ActionArgs) {
  const actor = listingActor(context);
  const form = await readForm(request);
  const parsed = dashboardActionSchema.safeParse({
    intent: form.get("intent"),
    propertyId: form.get("propertyId") ?? undefined,
    propertyIds: form.getAll("propertyIds"),
  });
  if (!parsed.success) {
    if (form.get("intent") === "bulkRenew") return data<ActionData>({ error: "dashboard.bulkNoneSelected" }, { status: 400 });
    throw data(null, { status: 400 });
  }
  const input = parsed.data;
  const code = await refusalOf(() => {
    if (input.intent === "bulkRenew") return bulkRenewListings({ propertyIds: input.propertyIds, actor });
    // A boost costs credits and waits out its cooldown, like the promote dashboard's.
    if (input.intent === "boost") return boostListings({ propertyIds: [input.propertyId], actor });
    return applyListingTransition({ propertyId: input.propertyId, actor, action: { type: input.intent } });
  });
  if (code) return data<ActionData>({ error: code, propertyId: "propertyId" in input ? input.propertyId : undefined }, { status: errorStatus(code) });
  // Back to the same tab, filters and page, with the notice.
  return redirect(withNotice(dashboardHref(parseDashboardQuery(url.searchParams)), NOTICES[input.intent]));
}


export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { query, listings, total, page, pageCount } = loaderData;
  const actionData = useActionData<typeof action>();
  const anyBulk = listings.some((listing) => listing.actions.includes("bulkRenew"));
  const filtered = Boolean(query.q || query.status || query.plan || query.visible);
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <PageTitle title={t("pages.dashboard")} subtitle={t("dashboard.intro")} />
        <div className="flex flex-wrap gap-3">
          <Link to="/dashboard/insights" className="rounded border border-brand-600 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50">
            {t("insights.dashboardLink")}
          </Link>
          <Link to="/postlisting" className="rounded bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
            {t("dashboard.postListing")}
          </Link>
        </div>
      </div>

      <Tabs query={query} />
      <Filters query={query} limit={loaderData.limit} plans={loaderData.plans} />

      {actionData && "error" in actionData ? (
        actionData.error === "dashboard.bulkNoneSelected" ? (
          <p role="alert" className="rounded border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
            {t("dashboard.bulkNoneSelected")}
          </p>
        ) : (
          <RefusalAlert code={actionData.error} propertyId={actionData.propertyId} />
        )
      ) : null}

      {anyBulk ? (
        <Form method="post" id={BULK_RENEW_FORM} className="rounded-xl border border-brand-100 bg-brand-50 p-4">
          <h2 className="font-semibold text-slate-900">{t("dashboard.bulkTitle")}</h2>
          <p className="mt-1 text-sm text-slate-700">{t("dashboard.bulkIntro")}</p>
          <input type="hidden" name="intent" value="bulkRenew" />
          <button type="submit" className="mt-3 rounded bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
            {t("dashboard.bulkRenew")}
          </button>
        </Form>
      ) : null}

      <p className="text-sm text-slate-700" aria-live="polite">
        {t("dashboard.found", { count: total })}
      </p>
      {listings.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-700">
          {filtered || query.listing_type ? t("dashboard.empty") : t("dashboard.emptyNone")}
        </p>
      ) : (
        <ul className="space-y-4">
          {listings.map((listing) => (
            <li key={listing.id}>
              <OwnerListingCard listing={listing} />
            </li>
          ))}
        </ul>
      )}
      <Pagination query={query} page={page} pageCount={pageCount} />
    </div>
  );
}


function Tabs({ query }: { query: DashboardQuery }) {
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

function Select({ name, label, value, children }: { name: string; label: string; value: string | undefined; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={`filter-${name}`} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select id={`filter-${name}`} name={name} defaultValue={value ?? ""} className="w-full rounded border border-slate-400 px-2 py-2">
        {children}
      </select>
    </div>
  );
}

/** A GET form: the filters live in the address, so they survive reloads and can be shared. */
function Filters({ query, limit, plans }: { query: DashboardQuery; limit: number; plans: Array<{ id: string; name: string }> }) {
  const { t } = useTranslation();
  const statusLabel = useStatusLabel();
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
    <Form method="get" onSubmit={submit} key={dashboardHref(query)} aria-label={t("dashboard.filters")} className="grid gap-3 rounded-xl border border-slate-200 p-4 sm:grid-cols-3">
      {query.listing_type ? <input type="hidden" name="listing_type" value={query.listing_type} /> : null}
      <div className="sm:col-span-3">
        <label htmlFor="filter-q" className="mb-1 block text-sm font-medium text-slate-800">
          {t("dashboard.search")}
        </label>
        <input id="filter-q" name="q" type="search" defaultValue={query.q ?? ""} className="w-full rounded border border-slate-400 px-3 py-2" />
      </div>
      <Select name="status" label={t("dashboard.status")} value={query.status}>
        <option value="">{t("dashboard.anyStatus")}</option>
        {DASHBOARD_STATUSES.map((status) => (
          <option key={status} value={status}>
            {statusLabel(status)}
          </option>
        ))}
      </Select>
      <Select name="plan" label={t("dashboard.plan")} value={query.plan}>
        <option value="">{t("dashboard.anyPlan")}</option>
        {plans.map((plan) => (
          <option key={plan.id} value={plan.id}>
            {plan.name}
          </option>
        ))}
      </Select>
      <Select name="visible" label={t("dashboard.visibility")} value={query.visible}>
        <option value="">{t("dashboard.anyVisibility")}</option>
        <option value="yes">{t("dashboard.shown")}</option>
        <option value="no">{t("dashboard.hidden")}</option>
      </Select>
      <Select name="sort" label={t("dashboard.sort")} value={query.sort}>
        {DASHBOARD_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {sortLabels[sort]}
          </option>
        ))}
      </Select>
      <Select name="limit" label={t("dashboard.pageSize")} value={String(limit)}>
        {DASHBOARD_PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </Select>
      <div className="flex items-end gap-3">
        <button type="submit" className="rounded bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
          {t("dashboard.apply")}
        </button>
        <Link to={dashboardHref(query, { q: undefined, status: undefined, plan: undefined, visible: undefined, sort: "newest", page: 1 })} className="px-2 py-2 text-brand-700 underline">
          {t("dashboard.clear")}
        </Link>
      </div>
    </Form>
  );
}

function Pagination({ query, page, pageCount }: { query: DashboardQuery; page: number; pageCount: number }) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  const linkClass = "rounded border border-slate-400 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100";
  return (
    <nav aria-label={t("dashboard.pagination")} className="flex items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={dashboardHref(query, { page: page - 1 })} className={linkClass}>
          {t("dashboard.previous")}
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-slate-700">{t("dashboard.pageOf", { page, pages: pageCount })}</p>
      {page < pageCount ? (
        <Link to={dashboardHref(query, { page: page + 1 })} className={linkClass}>
          {t("dashboard.next")}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
