import { Form, Link } from "react-router";
import { isolate } from "#domain/bidi.ts";
import type { BoostEffect } from "#domain/boost.ts";
import type { ListingQuality } from "#domain/listing-quality.ts";
import type { ListingComparison } from "#domain/market.ts";
import type { CreditsScreen, ListingIntent, OwnerAction } from "#domain/dashboard.ts";
import { LISTING_COUNTERS } from "#domain/listing.ts";
import { formatMoney } from "#domain/money.ts";
import type { OwnerListing } from "#domain/dashboard-views.ts";
import { ConfirmAction } from "~/components/dashboard/confirm-action.tsx";
import { BoostEffectNote, ExpiryNote, FlagNote, ListingStateChips, PriceStandingNote } from "~/components/dashboard/listing-parts.tsx";
import { ListingQualityNote } from "~/components/dashboard/listing-quality.tsx";
import { buttonClass } from "~/components/ui/button.tsx";
import { useIsPending } from "~/components/ui/use-is-pending.ts";
import { useTranslation } from "~/i18n/use-translation";
import { usePlanName } from "~/lib/plan-name.ts";

/** The form the dashboard's Renew checkboxes belong to. */
export const BULK_RENEW_FORM = "bulk-renew";

export type DashboardListing = Omit<OwnerListing, "featuredImageKey"> & {
  photoUrl: string | null;
  actions: OwnerAction[];
  creditsScreen: CreditsScreen | null;
  boostEffect: BoostEffect | undefined;
  priceStanding: ListingComparison | undefined;
  quality: ListingQuality | undefined;
};

/** One of the owner's listings on the dashboard: its state, plan, activity and what may be done with it. */
export function OwnerListingCard({ listing }: { listing: DashboardListing }) {
  const { t, i18n } = useTranslation();
  const planName = usePlanName();
  const { state } = listing;
  return (
    <article aria-labelledby={`listing-${listing.id}`} className="flex flex-col gap-4 rounded-xl border border-slate-200 p-4 sm:flex-row">
      <div className="aspect-[4/3] w-full shrink-0 overflow-hidden rounded-lg bg-slate-100 sm:w-48">
        {listing.photoUrl ? (
          <img src={listing.photoUrl} alt="" loading="lazy" className="h-full w-full object-cover" />
        ) : (
          <div className="flex h-full items-center justify-center text-sm text-slate-600">{t("dashboard.noPhoto")}</div>
        )}
      </div>
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 id={`listing-${listing.id}`} dir="auto" className="text-lg font-semibold text-slate-900">
            {listing.title}
          </h2>
          <div className="flex flex-wrap gap-1.5">
            <ListingStateChips state={state} listingType={listing.listingType} pendingChanges={listing.pendingChanges} />
          </div>
        </div>
        <p className="text-slate-800">
          <span className="font-semibold">{formatMoney(listing.price, listing.unit, i18n.language)}</span>
          <span className="mx-2 text-slate-400" aria-hidden="true">
            ·
          </span>
          <span>{t("dashboard.area", { size: listing.size })}</span>
        </p>
        <p className="text-sm text-slate-700">
          {t("dashboard.planName", { plan: planName(listing.planName) })}
          <span className="mx-2 text-slate-400" aria-hidden="true">
            ·
          </span>
          <ExpiryNote state={state} />
        </p>
        {listing.quality ? <ListingQualityNote quality={listing.quality} limit={2} /> : null}
        <PriceStandingNote comparison={listing.priceStanding} />
        <BoostEffectNote effect={listing.boostEffect} />
        {state.status === "Pending Approval" ? <FlagNote state={state} pendingChanges={listing.pendingChanges} /> : null}
        {listing.rejectionReason ? (
          <p className="text-sm text-red-800">{t("dashboard.rejectedBecause", { reason: isolate(listing.rejectionReason) })}</p>
        ) : null}
        <dl aria-label={t("dashboard.counters")} className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700">
          {LISTING_COUNTERS.map((counter) => (
            <div key={counter} className="flex gap-1">
              <dt>{t(`dashboard.counter.${counter}`)}</dt>
              <dd className="font-semibold text-slate-900">{listing.counters[counter]}</dd>
            </div>
          ))}
        </dl>
        <ListingActions listing={listing} />
        <Link
          to={`/dashboard/insights/${listing.id}`}
          aria-label={t("insights.listingLink", { title: isolate(listing.title) })}
          className="inline-block text-sm font-medium text-brand-700 underline"
        >
          {t("insights.dashboardLink")}
        </Link>
      </div>
    </article>
  );
}

const LINKS: Partial<Record<OwnerAction, (id: string) => string>> = {
  edit: (id) => `/editlisting/${id}`,
  changePlan: (id) => `/changemembership/${id}`,
  renew: (id) => `/renewmembership/${id}`,
  activate: (id) => `/activatelisting/${id}`,
};
const POSTS: Partial<Record<OwnerAction, ListingIntent>> = { add: "add", remove: "remove", boost: "boost" };
const LABEL_KEYS = {
  edit: "dashboard.edit",
  changePlan: "dashboard.changePlan",
  renew: "dashboard.renew",
  activate: "dashboard.activate",
  add: "dashboard.show",
  remove: "dashboard.hide",
  boost: "dashboard.boost",
  cancelMembership: "dashboard.cancelMembership",
  permanentDelete: "dashboard.permanentDelete",
} as const;

const actionClass = buttonClass({ variant: "quiet", size: "sm" });

/** Only what the lifecycle allows from the listing's status (the loader asked the state machine). */
function ListingActions({ listing }: { listing: DashboardListing }) {
  const { t } = useTranslation();
  const busy = useIsPending({ state: "submitting" });
  return (
    <div role="group" aria-label={t("dashboard.actionsFor", { title: isolate(listing.title) })} className="flex flex-wrap items-center gap-2 pt-1">
      {/* Issue 16: the tenancy of a rental, where the landlord invites its tenant. */}
      {listing.listingType === "Rental" ? (
        <Link to={`/tenant/${listing.id}`} className={actionClass}>
          {t("tenancy.invite.fromDashboard")}
        </Link>
      ) : null}
      {listing.actions.map((action) => {
        const link = LINKS[action];
        if (link) {
          return (
            <Link key={action} to={link(listing.id)} className={actionClass}>
              {t(LABEL_KEYS[action as keyof typeof LABEL_KEYS])}
            </Link>
          );
        }
        const intent = POSTS[action];
        if (intent) {
          return (
            <Form key={action} method="post">
              <input type="hidden" name="intent" value={intent} />
              <input type="hidden" name="propertyId" value={listing.id} />
              <button type="submit" disabled={busy} className={actionClass}>
                {t(LABEL_KEYS[action as keyof typeof LABEL_KEYS])}
              </button>
            </Form>
          );
        }
        if (action === "bulkRenew") {
          return (
            <label key={action} className="flex items-center gap-2 rounded border border-brand-100 bg-brand-50 px-3 py-1.5 text-sm text-slate-800">
              <input type="checkbox" name="propertyIds" value={listing.id} form={BULK_RENEW_FORM} className="h-4 w-4" />
              <span className="sr-only">{t("dashboard.selectForRenewal", { title: isolate(listing.title) })}</span>
              <span aria-hidden="true">{t("dashboard.renew")}</span>
            </label>
          );
        }
        if (action === "cancelMembership" || action === "permanentDelete") {
          const prefix = action === "cancelMembership" ? "cancel" : "delete";
          return (
            <ConfirmAction
              key={action}
              intent={action}
              propertyId={listing.id}
              label={t(LABEL_KEYS[action])}
              title={t(`dashboard.${prefix}Title`)}
              body={t(`dashboard.${prefix}Body`, { title: isolate(listing.title) })}
            />
          );
        }
        return null;
      })}
      {listing.creditsScreen ? (
        <Link to={`/${listing.creditsScreen}/${listing.id}`} className={actionClass}>
          {t(listing.creditsScreen === "applycredits" ? "dashboard.applyCredits" : "dashboard.editCredits")}
        </Link>
      ) : null}
    </div>
  );
}
