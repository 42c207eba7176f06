import type { ReactNode } from "react";
import { usePlanName } from "~/lib/plan-name.ts";
import { useTranslation } from "~/i18n/use-translation";
import { isRouteErrorResponse, Link } from "react-router";
import type { BoostEffect } from "#domain/boost.ts";
import type { ListingComparison } from "#domain/market.ts";
import { numberFormat } from "#domain/intl.ts";
import { isTaken, isWaitingEdit, isWaitingPlanChange, type ListingState, shownPlan, takenWord } from "#domain/lifecycle.ts";
import { type ListingStatus, statusWord } from "#domain/listing.ts";
import { type ErrorCode, errorMessageKey, isErrorCode } from "#domain/errors.ts";
import { StatusScreen } from "~/components/status-screen.tsx";
import { formatDate } from "~/lib/format.ts";
import { Alert } from "~/components/ui/alert.tsx";

const chip = "inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold";

const STATUS_STYLES = {
  pending: "bg-amber-100 text-amber-900",
  approved: "bg-green-100 text-green-900",
  rejected: "bg-red-100 text-red-900",
  expired: "bg-slate-200 text-slate-800",
  deleted: "bg-slate-200 text-slate-800",
} as const;

export function useStatusLabel() {
  const { t } = useTranslation();
  return (status: ListingStatus) => t(`dashboard.statuses.${statusWord(status)}`);
}

export function StatusBadge({ status }: { status: ListingStatus }) {
  const label = useStatusLabel();
  const key = statusWord(status);
  return <span className={`${chip} ${STATUS_STYLES[key]}`}>{label(status)}</span>;
}

/** A flag in words ('Change_from_gold' is "Change from Beitna Gold"): no screen shows the stored name. */
export function useFlagWords() {
  const { t } = useTranslation();
  const planName = usePlanName();
  return (flag: string) => {
    if (flag.startsWith("Change_from_")) return t("dashboard.flags.Change", { plan: planName(flag.slice("Change_from_".length)) });
    return ["New", "Edit", "Renew", "Activate"].includes(flag) ? t(`dashboard.flags.${flag as "New"}`) : t("dashboard.flags.other");
  };
}

/** What a pending listing is waiting for, and whether the public still sees it meanwhile. */
export function FlagNote({ state, pendingChanges }: { state: Pick<ListingState, "status" | "visible" | "flag" | "planId">; pendingChanges: boolean }) {
  const { t } = useTranslation();
  const flagWords = useFlagWords();
  const planName = usePlanName();
  if (!state.flag) return null;
  return (
    <p className="text-sm text-amber-900">
      {t("dashboard.underReview", { flag: flagWords(state.flag) })}
      {isWaitingPlanChange(state) ? <span className="block text-slate-700">{t("dashboard.liveMeanwhile", { plan: planName(shownPlan(state)) })}</span> : null}
      {pendingChanges && state.visible ? <span className="block text-slate-700">{t("dashboard.approvedVersionLive")}</span> : null}
    </p>
  );
}

/** The listing's state at a glance: its status and hidden mark, or Rented / Sold once taken (decision 0046). */
export function ListingStateChips({ state, listingType, pendingChanges }: { state: ListingState; listingType: string; pendingChanges: boolean }) {
  const { t } = useTranslation();
  if (isTaken({ ...state, isDeleted: false })) {
    return (
      <span data-testid="taken-chip" className={`${chip} bg-slate-800 text-white`}>
        {t(`dashboard.taken.${takenWord(listingType)}`)}
      </span>
    );
  }
  // A live listing whose plan change or edit waits for review is Pending Approval in the data, and
  // still public on its approved version (decisions 0046, 0076): "Live" first, so the owner does not
  // think it went dark.
  if (isWaitingPlanChange(state) || isWaitingEdit(state)) {
    return (
      <span className="flex flex-wrap gap-1.5">
        <span data-testid="live-chip" className={`${chip} ${STATUS_STYLES.approved}`}>
          {t("dashboard.liveChip")}
        </span>
        {isWaitingPlanChange(state) ? <span className={`${chip} ${STATUS_STYLES.pending}`}>{t("dashboard.planChangeChip")}</span> : null}
        {pendingChanges ? (
          <span data-testid="changes-chip" className={`${chip} ${STATUS_STYLES.pending}`}>
            {t("dashboard.changesChip")}
          </span>
        ) : null}
      </span>
    );
  }
  return (
    <span className="flex flex-wrap gap-1.5">
      <StatusBadge status={state.status} />
      <HiddenBadge state={state} />
    </span>
  );
}

/** When the listing's plan ends; a cancelled membership (status Deleted) has none left to show. */
export function ExpiryNote({ state }: { state: Pick<ListingState, "status" | "expiresOn"> }) {
  const { t, i18n } = useTranslation();
  if (state.status === "Deleted") return <>{t("roughEdges.cancelled")}</>;
  return <>{state.expiresOn ? t("dashboard.expiresOn", { date: formatDate(state.expiresOn, i18n.language) }) : t("dashboard.noExpiry")}</>;
}

/**
 * A live listing its owner hid: the public does not see it. A listing waiting for its first review,
 * expired or cancelled is not shown either, but its status says why: nobody hid it.
 */
export function HiddenBadge({ state }: { state: Pick<ListingState, "status" | "visible"> }) {
  const { t } = useTranslation();
  if (state.visible || state.status !== "Approved") return null;
  return (
    <span title={t("roughEdges.hiddenHint")} data-testid="hidden-badge" className={`${chip} bg-slate-800 text-white`}>
      {t("roughEdges.hidden")} <span className="sr-only">{t("roughEdges.hiddenHint")}</span>
    </span>
  );
}

/** What the last boost changed: search impressions since it against as many days before (decision 0038). */
export function BoostEffectNote({ effect }: { effect: BoostEffect | undefined }) {
  const { t } = useTranslation();
  if (!effect) return null;
  return (
    <p className="text-sm text-slate-700" data-testid="boost-effect">
      <span className="font-semibold text-brand-800">
        {effect.daysAgo === 0 ? t("roughEdges.boostedToday") : t("roughEdges.boostedDaysAgo", { count: effect.daysAgo })}
      </span>
      <span className="mx-2 text-slate-400" aria-hidden="true">
        ·
      </span>
      {t("roughEdges.boostImpressions", { count: effect.days, before: effect.before, since: effect.since })}
    </p>
  );
}

/** Where the asking price stands against similar homes of its area (issue 29), with their guide. */
export function PriceStandingNote({ comparison }: { comparison: ListingComparison | undefined }) {
  const { t, i18n } = useTranslation();
  if (!comparison) return null;
  const values = {
    place: comparison.placeName,
    percent: numberFormat(i18n.language, { style: "percent", maximumFractionDigits: 0 }).format(comparison.percent / 100),
  };
  const key = { below: "dashboard.priceBelow", above: "dashboard.priceAbove", typical: "dashboard.priceTypical" } as const;
  return (
    <p className="text-sm text-slate-700" data-testid="price-standing">
      <Link to={comparison.guidePath} className="underline decoration-slate-400 underline-offset-2 hover:text-brand-800">
        {t(key[comparison.direction], values)}
      </Link>
    </p>
  );
}

/** A refusal, translated, with the way out when there is one. */
export function RefusalAlert({ code, propertyId }: { code: ErrorCode | string | undefined | null; propertyId?: string }) {
  const { t } = useTranslation();
  if (!code) return null;
  const message = isErrorCode(code) ? errorMessageKey(code) : "dashboard.errors.unknown";
  return (
    <Alert>
      <p>{t(message as "dashboard.errors.unknown")}</p>
      {code === "insufficient_credits" ? <ActionLink to="/credits">{t("dashboard.buyCredits")}</ActionLink> : null}
      {code === "renewal_required" && propertyId ? <ActionLink to={`/renewmembership/${propertyId}`}>{t("dashboard.goRenew")}</ActionLink> : null}
    </Alert>
  );
}

function ActionLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="mt-1 inline-block font-semibold text-brand-700 underline">
      {children}
    </Link>
  );
}

/** The lifecycle screens' summary of the listing acted on. */
export function ListingSummary({ title, planName, state }: { title: string; planName: string; state: ListingState }) {
  const { t } = useTranslation();
  const translatedPlan = usePlanName();
  return (
    <section aria-label={t("dashboard.summary")} className="rounded-xl border border-slate-200 p-4">
      <h2 dir="auto" className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-slate-600">{t("dashboard.currentPlan")}</dt>
        <dd className="font-medium text-slate-900">{translatedPlan(planName)}</dd>
        <dt className="text-slate-600">{t("dashboard.listingStatus")}</dt>
        <dd>
          <StatusBadge status={state.status} />
        </dd>
        <dt className="text-slate-600">{t("dashboard.expiry")}</dt>
        <dd className="text-slate-900">
          <ExpiryNote state={state} />
        </dd>
      </dl>
    </section>
  );
}

/** Why the page offers no button: the listing's status does not allow it. */
export function NotAvailable({ status }: { status: ListingStatus }) {
  const { t } = useTranslation();
  const label = useStatusLabel();
  return (
    <div className="space-y-3">
      <p role="status" className="rounded border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
        {t("dashboard.notAvailable", { status: label(status) })}
      </p>
      <BackToDashboard />
    </div>
  );
}

export function BackToDashboard() {
  const { t } = useTranslation();
  return (
    <Link to="/dashboard" className="inline-block font-medium text-brand-700 underline">
      {t("dashboard.backToDashboard")}
    </Link>
  );
}

/** The lifecycle screens' boundary: a listing that is not the user's is simply not found, inside the site's frame. */
export function ListingScreenError({ error }: { error: unknown }) {
  return <StatusScreen status={isRouteErrorResponse(error) ? error.status : 500} />;
}
