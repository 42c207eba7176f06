import { useTranslation } from "react-i18next";

/** The document title and the page's one h1. */
export function PageTitle({ title, subtitle }: { title: string; subtitle?: string }) {
  const { t } = useTranslation();
  return (
    <>
      <title>{`${title} · ${t("common.appName")}`}</title>
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      {subtitle ? <p className="mt-2 text-slate-700">{subtitle}</p> : null}
    </>
  );
}
