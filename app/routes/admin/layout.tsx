import { useTranslation } from "~/i18n/use-translation";
import { NavLink, Outlet } from "react-router";
import { PageTitle } from "~/components/page-title.tsx";

const TABS = [
  { to: "/admin", key: "admin.tabs.moderation", end: true },
  { to: "/admin/users", key: "admin.tabs.users", end: false },
  { to: "/admin/plans", key: "admin.tabs.plans", end: false },
  { to: "/admin/exchange-rate", key: "admin.tabs.exchangeRate", end: false },
  { to: "/admin/promo-codes", key: "promote.admin.tab", end: false },
  { to: "/admin/payments", key: "credits.admin.tab", end: false },
  { to: "/admin/reports", key: "cards.admin.tab", end: false },
] as const;

export default function AdminLayout() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <PageTitle title={t("pages.admin")} />
      <nav aria-label={t("admin.tabs.label")} className="mt-6 border-b border-slate-200">
        <ul className="-mb-px flex gap-1 overflow-x-auto">
          {TABS.map((tab) => (
            <li key={tab.to}>
              <NavLink
                to={tab.to}
                end={tab.end}
                className={({ isActive }) =>
                  `block whitespace-nowrap border-b-2 px-3 py-2 text-sm font-semibold ${
                    isActive ? "border-brand-600 text-brand-800" : "border-transparent text-slate-700 hover:text-brand-700"
                  }`
                }
              >
                {t(tab.key)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6">
        <Outlet />
      </div>
    </div>
  );
}
