import { Link } from "react-router";
import { useTranslation } from "~/i18n/use-translation";
import { formatDate } from "~/lib/format.ts";
import { dateFormat, numberFormat } from "#domain/intl.ts";

export interface PromoteListing {
  id: string;
  title: string;
  listingType: string;
  planId: string;
  planName: string;
  expiresOn: string | null;
  boostedAt: string | null;
  nextBoostAt: string | null;
  impressions: number;
  views: number;
  contacts: number;
  position: number;
}

const PLAN_STYLES: Record<string, string> = {
  platinum: "bg-slate-900 text-white",
  gold: "bg-amber-400 text-amber-950",
  free: "bg-slate-200 text-slate-800",
};

function dateTime(value: string, locale: string): string {
  return dateFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Beirut" }).format(new Date(value));
}

/** One live listing on /promote-dashboard: its plan, expiry, last boost, figures, position and actions. */
export function PromoteCard({ listing, busy }: { listing: PromoteListing; busy: boolean }) {
  const { t, i18n } = useTranslation();
  const count = (value: number) => numberFormat(i18n.language).format(value);
  const titleId = `promote-${listing.id}`;
  return (
    <li aria-labelledby={titleId} className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4 shadow-sm">
      <div className="flex items-start gap-3">
        <input type="checkbox" name="propertyIds" value={listing.id} aria-label={t("promote.board.select", { title: listing.title })} className="mt-1 h-5 w-5 shrink-0" />
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="font-semibold text-slate-900">
            <Link to={`/${listing.listingType === "Sale" ? "sale" : "rental"}/${listing.id}`} className="hover:underline">
              {listing.title}
            </Link>
          </h2>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-700">
            <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${PLAN_STYLES[listing.planId] ?? PLAN_STYLES.free}`}>{listing.planName}</span>
            <span>{listing.expiresOn ? t("dashboard.expiresOn", { date: formatDate(new Date(listing.expiresOn), i18n.language) }) : t("dashboard.noExpiry")}</span>
          </p>
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        <Figure label={t("promote.board.position")} value={`#${count(listing.position)}`} testId="position" />
        <Figure label={t("promote.board.impressions")} value={count(listing.impressions)} />
        <Figure label={t("promote.board.views")} value={count(listing.views)} />
        <Figure label={t("promote.board.contacts")} value={count(listing.contacts)} />
      </dl>
      <p className="text-xs text-slate-600">
        {listing.boostedAt ? t("promote.board.lastBoost", { date: dateTime(listing.boostedAt, i18n.language) }) : t("promote.board.neverBoosted")}
        {listing.nextBoostAt ? ` · ${t("promote.board.nextBoost", { date: dateTime(listing.nextBoostAt, i18n.language) })}` : ""}
      </p>
      <div className="flex flex-wrap gap-2">
        <button type="submit" name="boostOne" value={listing.id} disabled={busy} className="rounded bg-brand-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60">
          {t("promote.board.boost")}
        </button>
        {listing.planId !== "platinum" ? (
          <Link to={listing.planId === "free" ? `/applycredits/${listing.id}` : `/editcredits/${listing.id}`} className="rounded border border-brand-600 px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50">
            {t("promote.board.upgrade")}
          </Link>
        ) : null}
        {listing.planId !== "free" ? (
          <Link to={`/renewmembership/${listing.id}`} className="rounded border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50">
            {t("promote.board.renew")}
          </Link>
        ) : null}
      </div>
    </li>
  );
}

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="rounded-lg bg-slate-50 px-3 py-2">
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="text-lg font-semibold text-slate-900" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
