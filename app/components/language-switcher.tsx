import { useTranslation } from "~/i18n/use-translation";
import { Form, useLocation } from "react-router";
import { LOCALES } from "#domain/locale.ts";

/** Three plain submit buttons: works without JavaScript, reloads the page in the new language. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  return (
    <Form method="post" action="/language" reloadDocument className="flex items-center gap-1" aria-label={t("language.label")}>
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      {LOCALES.map((locale) => (
        <button
          key={locale}
          type="submit"
          name="lang"
          value={locale}
          lang={locale}
          aria-pressed={i18n.language === locale}
          className="rounded px-2 py-1 text-sm text-slate-700 hover:bg-slate-100 aria-pressed:bg-brand-50 aria-pressed:font-semibold aria-pressed:text-brand-800"
        >
          {t(`language.${locale}`)}
        </button>
      ))}
    </Form>
  );
}
