import { useTranslation } from "~/i18n/use-translation";
import { Link } from "react-router";

export function SiteFooter() {
  const { t } = useTranslation();
  const linkClass = "text-sm text-slate-600 hover:text-brand-700 hover:underline";
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-50">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-3">
        <div>
          <p className="text-lg font-bold text-brand-700">{t("common.appName")}</p>
          <p className="mt-2 text-sm text-slate-600">{t("common.tagline")}</p>
        </div>
        <nav aria-label={t("footer.company")}>
          <ul className="space-y-2">
            <li>
              <Link className={linkClass} to="/services">
                {t("footer.services")}
              </Link>
            </li>
            <li>
              <Link className={linkClass} to="/price/rental">
                {t("footer.plans")}
              </Link>
            </li>
            <li>
              <Link className={linkClass} to="/download-app">
                {t("footer.downloadApp")}
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-label={t("footer.legal")}>
          <ul className="space-y-2">
            <li>
              <Link className={linkClass} to="/privacy-policy">
                {t("footer.privacy")}
              </Link>
            </li>
            <li>
              <Link className={linkClass} to="/terms-conditions">
                {t("footer.terms")}
              </Link>
            </li>
            <li>
              <Link className={linkClass} to="/service-plan-terms">
                {t("footer.planTerms")}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <p className="border-t border-slate-200 px-4 py-4 text-center text-xs text-slate-600">
        {t("footer.rights", { year: new Date().getFullYear() })} {t("footer.madeIn")}
      </p>
    </footer>
  );
}
