import { useTranslation } from "react-i18next";
import { Link } from "react-router";

export default function Home() {
  const { t } = useTranslation();
  return (
    <>
      <title>{`${t("common.appName")} · ${t("pages.home")}`}</title>
      <section className="bg-brand-50">
        <div className="mx-auto max-w-6xl px-4 py-16">
          <h1 className="max-w-2xl text-4xl font-bold text-slate-900">{t("home.heroTitle")}</h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-700">{t("home.heroSubtitle")}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/rent" className="rounded bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700">
              {t("home.rentCta")}
            </Link>
            <Link to="/buy" className="rounded border border-brand-600 bg-white px-5 py-3 font-semibold text-brand-700 hover:bg-brand-100">
              {t("home.buyCta")}
            </Link>
          </div>
        </div>
      </section>
      <section aria-labelledby="owners-heading" className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="owners-heading" className="text-2xl font-bold text-slate-900">
          {t("home.ownersTitle")}
        </h2>
        <p className="mt-2 text-slate-700">{t("home.ownersBody")}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to="/postlisting" className="rounded bg-accent-500 px-5 py-3 font-semibold text-slate-900 hover:brightness-95">
            {t("home.postCta")}
          </Link>
          <Link to="/price/rental" className="px-2 py-3 font-semibold text-brand-700 underline">
            {t("home.plansCta")}
          </Link>
        </div>
      </section>
    </>
  );
}
