import { useTranslation } from "~/i18n/use-translation";
import { Outlet } from "react-router";
import { AuthDialogsOnDemand } from "~/components/auth/lazy-auth-dialogs.tsx";
import { SiteFooter } from "~/components/site-footer.tsx";
import { SiteHeader } from "~/components/site-header.tsx";
import { useAuthDialog } from "~/lib/auth-state.tsx";

export default function SiteLayout() {
  const { t } = useTranslation();
  const { dialog, open, close } = useAuthDialog();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {t("common.skipToContent")}
      </a>
      <SiteHeader />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
      <AuthDialogsOnDemand dialog={dialog} onSwitch={open} onClose={close} />
    </div>
  );
}
