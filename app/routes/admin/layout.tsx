import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";
import { PageTitle } from "~/components/page-title.tsx";

export default function AdminLayout() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <PageTitle title={t("pages.admin")} />
      <Outlet />
    </div>
  );
}
