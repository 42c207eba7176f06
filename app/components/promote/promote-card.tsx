import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button.tsx";
import { useTranslation } from "~/i18n/use-translation";
import { formatDate } from "~/lib/format.ts";
import { dateFormat, numberFormat } from "#domain/intl.ts";
import type { WeekFigure } from "#domain/insights.ts";
import { isolate } from "#domain/bidi.ts";
import { hoursUntil, PROMOTE_SORTS, type PromoteView } from "#domain/boost.ts";
import { BEIRUT } from "#domain/days.ts";

export interface PromoteListing {
  id: string;
  title: string;
  listingType: string;
  planId: string;
  planName: string;
  expiresOn: string | null;
  boostedAt: string | null;
  nextBoostAt: string | null;
  /** A change waits for review: the listing is live, and a boost waits for the approval. */
  inReview: boolean;
  impressions: WeekFigure;
  views: WeekFigure;
  contacts: number;
  position: number;
}

/** Tap targets of at least 44 px, on a phone too. */
const tap = "inline-flex min-h-11 items-center rounded px-4 text-sm font-semibold disabled:opacity-100";

/** The board's orders as links (each its own address), the current one marked. */
export function SortLinks({ view }: { view: PromoteView }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("promote.board.sortLabel")} className="flex flex-wrap items-center gap-2 text-sm">
      <span className="text-slate-700">{t("promote.board.sortLabel")}</span>
      {PROMOTE_SORTS.map((sort) => (
        <Link
          key={sort}
          to={`?sort=${sort}`}
          aria-current={view.sort === sort ? "page" : undefined}
          className={`inline-flex min-h-11 items-center rounded-full border px-4 font-semibold ${view.sort === sort ? "border-brand-600 bg-brand-50 text-brand-800" : "border-slate-300 text-slate-700 hover:text-brand-700"}`}
        >
          {t(`promote.board.sorts.${sort}`)}
        </Link>
      ))}
    </nav>
  );
}

const PLAN_STYLES: Record<string, string> = {
  platinum: "bg-slate-900 text-white",
  gold: "bg-amber-400 text-amber-950",
  free: "bg-slate-200 text-slate-800",
};

function dateTime(value: string, locale: string): string {
  return dateFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone: BEIRUT }).format(new Date(value));
}

/** One live listing on /promote-dashboard: its plan, expiry, last boost, figures, position and actions. */
export function PromoteCard({ listing, busy, now }: { listing: PromoteListing; busy: boolean; now: string }) {
  const { t, i18n } = useTranslation();
  const count = (value: number) => numberFormat(i18n.language).format(value);
  const titleId = `promote-${listing.id}`;
  return (
    <li aria-labelledby={titleId} className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4 shadow-sm">
      <div className="flex items-start gap-3">
        <label className="-m-3 grid size-11 shrink-0 place-items-center">
          <input
            type="checkbox"
            name="propertyIds"
            value={listing.id}
            disabled={listing.nextBoostAt !== null || listing.inReview}
            aria-label={t("promote.board.select", { title: isolate(listing.title) })}
            className="h-5 w-5"
          />
        </label>
        <div className="min-w-0 flex-1">
          <h2 id={titleId} dir="auto" className="font-semibold text-slate-900">
            <Link to={`/${listing.listingType === "Sale" ? "sale" : "rental"}/${listing.id}`} className="hover:underline">
              {listing.title}
            </Link>
          </h2>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-700">
            <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${PLAN_STYLES[listing.planId] ?? PLAN_STYLES.free}`}>{listing.planName}</span>
            <span>
              {listing.expiresOn ? t("dashboard.expiresOn", { date: formatDate(new Date(listing.expiresOn), i18n.language) }) : t("dashboard.noExpiry")}
            </span>
          </p>
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        <Figure label={t("promote.board.position")} value={`#${count(listing.position)}`} testId="position" />
        <WeekFigureItem label={t("promote.board.impressions")} figure={listing.impressions} testId="impressions" />
        <WeekFigureItem label={t("promote.board.views")} figure={listing.views} testId="views" />
        <Figure label={t("promote.board.contacts")} value={count(listing.contacts)} />
      </dl>
      <p className="text-xs text-slate-600">
        {listing.boostedAt ? t("promote.board.lastBoost", { date: dateTime(listing.boostedAt, i18n.language) }) : t("promote.board.neverBoosted")}
        {listing.nextBoostAt ? ` · ${t("promote.board.nextBoost", { date: dateTime(listing.nextBoostAt, i18n.language) })}` : ""}
      </p>
      <div className="flex flex-wrap gap-2">
        {/* During the cooldown the button says when it works again, and does nothing until then; in review, the card says why there is none. */}
        {listing.inReview ? (
          <p className="inline-flex min-h-11 items-center rounded bg-amber-50 px-4 text-sm font-semibold text-amber-900" data-testid="boost-after-review">
            {t("promote.board.boostAfterReview")}
          </p>
        ) : (
          <button
            type="submit"
            name="boostOne"
            value={listing.id}
            disabled={busy || listing.nextBoostAt !== null}
            // The countdown stays readable: grey at full strength, not the faded primary of a busy form.
            className={listing.nextBoostAt ? `${tap} bg-slate-200 text-slate-700` : buttonClass({ className: "min-h-11 text-sm" })}
          >
            {listing.nextBoostAt
              ? t("promote.board.boostAgainIn", { count: hoursUntil(new Date(listing.nextBoostAt), new Date(now)) })
              : t("promote.board.boost")}
          </button>
        )}
        {listing.planId !== "platinum" ? (
          <Link
            to={listing.planId === "free" ? `/applycredits/${listing.id}` : `/editcredits/${listing.id}`}
            className={`${tap} border border-brand-600 text-brand-700 hover:bg-brand-50`}
          >
            {t("promote.board.upgrade")}
          </Link>
        ) : null}
        {listing.planId !== "free" ? (
          <Link to={`/renewmembership/${listing.id}`} className={`${tap} border border-slate-300 text-slate-800 hover:bg-slate-50`}>
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

const CHANGE_STYLES = { up: "bg-emerald-50 text-emerald-800", down: "bg-red-50 text-red-800", flat: "bg-slate-100 text-slate-700" };

/** A counter's last 7 days, the change in words and signs ("+35%", "New"), and the 7 days before. */
function WeekFigureItem({ label, figure, testId }: { label: string; figure: WeekFigure; testId: string }) {
  const { t, i18n } = useTranslation();
  const count = (value: number) => numberFormat(i18n.language).format(value);
  const trend = figure.change === null ? (figure.last > 0 ? "up" : "flat") : figure.change > 0 ? "up" : figure.change < 0 ? "down" : "flat";
  const change =
    figure.change === null
      ? figure.last > 0
        ? t("promote.board.changeNew")
        : null
      : numberFormat(i18n.language, { style: "percent", signDisplay: "exceptZero" }).format(figure.change / 100);
  return (
    <div className="rounded-lg bg-slate-50 px-3 py-2">
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="flex flex-wrap items-baseline gap-x-2 text-lg font-semibold text-slate-900" data-testid={testId}>
        {count(figure.last)}
        {change ? (
          <span className={`rounded px-1.5 text-xs font-semibold ${CHANGE_STYLES[trend]}`} data-testid={`${testId}-change`}>
            <span aria-hidden="true">{trend === "up" ? "▲ " : trend === "down" ? "▼ " : ""}</span>
            {change}
          </span>
        ) : null}
      </dd>
      <dd className="text-xs text-slate-600">{t("promote.board.previousWeek", { number: count(figure.previous) })}</dd>
    </div>
  );
}
