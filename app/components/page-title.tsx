import { useTranslation } from "~/i18n/use-translation";
import { isolate } from "#domain/bidi.ts";

/**
 * The document title and the page's one h1 (`withDocumentTitle={false}` when the page's <Seo> sets the title).
 * `typed`: the title is a text someone typed (a listing's), shown with its own direction (domain/bidi.ts).
 */
export function PageTitle({
  title,
  subtitle,
  withDocumentTitle = true,
  typed = false,
}: {
  title: string;
  subtitle?: string;
  withDocumentTitle?: boolean;
  typed?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      {withDocumentTitle ? <title>{`${typed ? isolate(title) : title} · ${t("common.appName")}`}</title> : null}
      <h1 dir={typed ? "auto" : undefined} className="text-3xl font-bold text-slate-900">
        {title}
      </h1>
      {subtitle ? <p className="mt-2 text-slate-700">{subtitle}</p> : null}
    </>
  );
}
