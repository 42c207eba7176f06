import { useTranslation } from "~/i18n/use-translation";
import { Outlet } from "react-router";
import { TabStrip } from "~/components/tab-strip.tsx";
import { PageTitle } from "~/components/page-title.tsx";

const TABS = [
  { to: "/admin", key: "admin.tabs.moderation", end: true },
  { to: "/admin/prices", key: "admin.tabs.prices", end: false },
  { to: "/admin/users", key: "admin.tabs.users", end: false },
  { to: "/admin/plans", key: "admin.tabs.plans", end: false },
  { to: "/admin/exchange-rate", key: "admin.tabs.exchangeRate", end: false },
  { to: "/admin/promo-codes", key: "promote.admin.tab", end: false },
  { to: "/admin/payments", key: "credits.admin.tab", end: false },
  { to: "/admin/reports", key: "cards.admin.tab", end: false },
  { to: "/admin/audit", key: "admin.tabs.audit", end: false },
] as const;

export default function AdminLayout() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <PageTitle title={t("pages.admin")} />
      <div className="mt-6">
        <TabStrip label={t("admin.tabs.label")} tabs={TABS.map((tab) => ({ to: tab.to, end: tab.end, label: t(tab.key) }))} />
      </div>
      <div className="mt-6">
        <Outlet />
      </div>
    </div>
  );
}
