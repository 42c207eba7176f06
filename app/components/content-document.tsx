import { useTranslation } from "~/i18n/use-translation";
import type { ContentDocument } from "~/content/types.ts";
import { PageTitle } from "./page-title.tsx";
import { dateFormat } from "#domain/intl.ts";

function anchor(index: number) {
  return `section-${index + 1}`;
}

/** Long-form text: title, summary, contents list, then each section. */
/** `legal` adds the date of the text and a list of its sections. */
export function ContentDocumentView({ document, legal = true }: { document: ContentDocument; legal?: boolean }) {
  const { t, i18n } = useTranslation();
  const updated = dateFormat(i18n.language, { dateStyle: "long" }).format(new Date(document.updated));
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <PageTitle title={document.title} />
      {legal ? <p className="mt-2 text-sm text-slate-600">{t("legal.updated", { date: updated })}</p> : null}
      <p className="mt-6 text-lg text-slate-800">{document.summary}</p>
      {legal ? (
        <nav aria-label={t("legal.contents")} className="mt-8 rounded-lg bg-slate-50 p-4">
          <h2 className="text-sm font-semibold text-slate-900">{t("legal.contents")}</h2>
          <ol className="mt-2 list-decimal space-y-1 ps-5 text-sm">
            {document.sections.map((section, index) => (
              <li key={section.heading}>
                <a href={`#${anchor(index)}`} className="text-brand-700 hover:underline">
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      {document.sections.map((section, index) => (
        <section key={section.heading} id={anchor(index)} className="mt-8 scroll-mt-4">
          <h2 className="text-xl font-semibold text-slate-900">{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-3 leading-relaxed text-slate-800">
              {paragraph}
            </p>
          ))}
          {section.bullets ? (
            <ul className="mt-3 list-disc space-y-2 ps-6 text-slate-800">
              {section.bullets.map((bullet) => (
                <li key={bullet} className="leading-relaxed">
                  {bullet}
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </article>
  );
}
