import { Link, NavLink } from "react-router";
import { pageParam } from "#domain/admin.ts";
import { formatDate } from "~/lib/format.ts";
import { LISTING_REPORT_STATUSES, type ListingReportStatus, REPORTS_PAGE_SIZE } from "#domain/listing-reports.ts";
import { listListingReports } from "#server/admin/listing-reports.server.ts";
import { Pagination } from "~/components/admin/admin-parts.tsx";
import { useTranslation } from "~/i18n/use-translation";
import { requireUser } from "~/lib/current-user.server.ts";
import type { Route } from "./+types/reports";

const statusOf = (value: string | null): ListingReportStatus => LISTING_REPORT_STATUSES.find((status) => status === value) ?? "open";

export async function loader({ context, url }: Route.LoaderArgs) {
  const status = statusOf(url.searchParams.get("status"));
  const page = pageParam(url.searchParams.get("page"));
  return { ...(await listListingReports(requireUser(context).id, status, page)), status, page };
}

/** `/admin/reports`: listings visitors reported, open ones first (decision 0035). */
export default function Reports({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { reports, total, status, page } = loaderData;
  return (
    <section aria-labelledby="reports-heading" className="space-y-4">
      <h2 id="reports-heading" className="text-xl font-semibold text-slate-900">
        {t("cards.admin.heading")}
      </h2>
      <nav aria-label={t("cards.admin.filter")} className="flex flex-wrap gap-2">
        {LISTING_REPORT_STATUSES.map((value) => (
          <NavLink
            key={value}
            to={`?status=${value}`}
            aria-current={value === status ? "page" : undefined}
            className={`rounded-full px-3 py-1 text-sm font-semibold ring-1 ${value === status ? "bg-brand-600 text-white ring-brand-600" : "text-slate-700 ring-slate-300 hover:bg-slate-50"}`}
          >
            {t(`cards.admin.statuses.${value}`)}
          </NavLink>
        ))}
      </nav>
      <p className="text-sm font-medium text-slate-800">{t("cards.admin.count", { count: total })}</p>
      {reports.length ? (
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {reports.map((report) => (
            <li key={report.id} data-report={report.id} className="space-y-1 p-4">
              <p className="flex flex-wrap items-center gap-2">
                <span className="rounded bg-rose-50 px-2 py-0.5 text-xs font-semibold text-rose-800">{t(`cards.report.reasons.${report.reason}`)}</span>
                <span className="text-xs text-slate-600">{formatDate(new Date(report.createdAt), i18n.language)}</span>
              </p>
              <Link
                to={`/admin/reports/${report.id}`}
                aria-label={t("cards.admin.open", { title: report.listing.title })}
                dir="auto"
                className="block font-semibold text-brand-700 underline"
              >
                {report.listing.title}
              </Link>
              {report.message ? (
                <p dir="auto" className="line-clamp-2 text-sm text-slate-700">
                  {report.message}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="rounded border border-slate-200 p-4 text-slate-700">{t("cards.admin.empty")}</p>
      )}
      <Pagination page={page} total={total} pageSize={REPORTS_PAGE_SIZE} search={new URLSearchParams({ status })} />
    </section>
  );
}
