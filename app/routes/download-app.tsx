import { useTranslation } from "~/i18n/use-translation";
import { PageTitle } from "~/components/page-title.tsx";
import { env } from "#server/env.server.ts";
import type { Route } from "./+types/download-app";

export function loader() {
  const { APP_STORE_URL, PLAY_STORE_URL } = env();
  return { appStoreUrl: APP_STORE_URL, playStoreUrl: PLAY_STORE_URL };
}

export default function DownloadApp({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const linkClass = "inline-flex items-center gap-2 rounded-lg bg-slate-900 px-5 py-3 font-semibold text-white hover:bg-slate-700";
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <PageTitle title={t("pages.download-app")} subtitle={t("downloadApp.intro")} />
      <div className="mt-8 flex flex-wrap gap-4">
        <a href={loaderData.appStoreUrl} className={linkClass} rel="noopener">
          {t("downloadApp.appStore")}
        </a>
        <a href={loaderData.playStoreUrl} className={linkClass} rel="noopener">
          {t("downloadApp.playStore")}
        </a>
      </div>
    </div>
  );
}
