import { Link } from "react-router";
import { dashboardHref, type DashboardQuery } from "#domain/dashboard.ts";
import { useTranslation } from "~/i18n/use-translation";
import { buttonClass } from "~/components/ui/button.tsx";

/** Previous and next pages of the owner's listings, the filters kept. */
export function DashboardPagination({ query, page, pageCount }: { query: DashboardQuery; page: number; pageCount: number }) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  const linkClass = buttonClass({ variant: "quiet", size: "sm" });
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
