import { useTranslation } from "~/i18n/use-translation";
import { data, Form, Link, redirect, useActionData } from "react-router";
import {
  creditsScreen,
  dashboardActionSchema,
  dashboardHref,
  type ListingIntent,
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
import { findListingQualities } from "#server/listings/listing-quality.server.ts";
import { findOwnerListings } from "#server/listings/owner-listings.server.ts";
import { compareListingPrices } from "#server/market/area-prices.server.ts";
import { requestContext } from "#server/http/request-context.ts";
import { listPlans } from "#server/plans/list-plans.server.ts";
import { runtime } from "#server/runtime.server.ts";
import { DashboardFilters, DashboardTabs } from "~/components/dashboard/dashboard-filters.tsx";
import { DashboardPagination } from "~/components/dashboard/dashboard-pagination.tsx";
import { RefusalAlert } from "~/components/dashboard/listing-parts.tsx";
import { BULK_RENEW_FORM, OwnerListingCard } from "~/components/dashboard/owner-listing-card.tsx";
import { PageTitle } from "~/components/page-title.tsx";
import { listingActor, requireUser } from "~/lib/current-user.server.ts";
import { type ToastKey, withNotice } from "~/lib/toasts.tsx";
import type { Route } from "./+types/dashboard";
import { redirectPastLastPage } from "~/lib/paging.server.ts";
import { readForm } from "~/lib/read-form.server.ts";
import { Button, buttonClass } from "~/components/ui/button.tsx";
import { Alert } from "~/components/ui/alert.tsx";

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
  const ids = page.items.map((item) => item.id);
  const [boostEffects, priceStandings, qualities] = await Promise.all([
    findBoostEffects(user.id, ids),
    compareListingPrices(ids, context.get(requestContext).locale),
    findListingQualities(user.id, ids),
  ]);
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
      priceStanding: priceStandings.get(item.id),
      quality: qualities.get(item.id),
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
          <Link to="/dashboard/insights" className={buttonClass({ variant: "outline" })}>
            {t("insights.dashboardLink")}
          </Link>
          <Link to="/postlisting" className={buttonClass()}>
            {t("dashboard.postListing")}
          </Link>
        </div>
      </div>

      <DashboardTabs query={query} />
      <DashboardFilters query={query} limit={loaderData.limit} plans={loaderData.plans} />

      {actionData && "error" in actionData ? (
        actionData.error === "dashboard.bulkNoneSelected" ? (
          <Alert>{t("dashboard.bulkNoneSelected")}</Alert>
        ) : (
          <RefusalAlert code={actionData.error} propertyId={actionData.propertyId} />
        )
      ) : null}

      {anyBulk ? (
        <Form method="post" id={BULK_RENEW_FORM} className="rounded-xl border border-brand-100 bg-brand-50 p-4">
          <h2 className="font-semibold text-slate-900">{t("dashboard.bulkTitle")}</h2>
          <p className="mt-1 text-sm text-slate-700">{t("dashboard.bulkIntro")}</p>
          <input type="hidden" name="intent" value="bulkRenew" />
          <Button type="submit" className="mt-3">
            {t("dashboard.bulkRenew")}
          </Button>
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
      <DashboardPagination query={query} page={page} pageCount={pageCount} />
    </div>
  );
}
