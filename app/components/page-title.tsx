import { useTranslation } from "~/i18n/use-translation";

/** The document title and the page's one h1 (`withDocumentTitle={false}` when the page's <Seo> sets the title). */
export function PageTitle({ title, subtitle, withDocumentTitle = true }: { title: string; subtitle?: string; withDocumentTitle?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {withDocumentTitle ? <title>{`${title} · ${t("common.appName")}`}</title> : null}
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      {subtitle ? <p className="mt-2 text-slate-700">{subtitle}</p> : null}
    </>
  );
}
