import { useTranslation } from "~/i18n/use-translation";
import { Link, NavLink } from "react-router";
import { useAuthDialog, useSession } from "~/lib/auth-state.tsx";
import { LazyBoundary, lazyOnFirstUse } from "~/lib/lazy-on-first-use.ts";
import { buttonClass } from "./ui/button.tsx";
import { preloadAuthDialogs } from "./auth/lazy-auth-dialogs.tsx";
import { LanguageSwitcher } from "./language-switcher.tsx";
import { SiteMenuSheet } from "./site-menu-sheet.tsx";

// A visitor never loads the signed-in header's menus (Radix's dropdown and its positioning); a
// signed-in page keeps the server's HTML of them until their chunk arrives (decision 0032).
const UserMenu = lazyOnFirstUse(() => import("./user-menu.tsx").then((module) => module.UserMenu));
const NotificationBell = lazyOnFirstUse(() => import("./notification-bell.tsx").then((module) => module.NotificationBell));

const navClass = ({ isActive }: { isActive: boolean }) =>
  `whitespace-nowrap rounded px-3 py-2 text-sm font-medium ${isActive ? "text-brand-700 underline underline-offset-4" : "text-slate-700 hover:text-brand-700"}`;

/**
 * One row on a phone (logo, Post a listing, the menu sheet); the full header from `md` up
 * (decision 0030). The account's items live in `account-links.tsx`, shared by both.
 */
export function SiteHeader() {
  const { t } = useTranslation();
  return (
    <header className="relative border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl items-center gap-x-4 gap-y-2 px-4 py-2 md:flex-wrap md:py-3">
        <Link to="/" className="me-auto text-xl font-bold text-brand-700 md:me-0">
          {t("common.appName")}
        </Link>
        <div className="hidden md:contents">
          <nav aria-label={t("nav.main")} className="flex flex-1 flex-wrap items-center gap-1">
            <NavLink to="/rent" className={navClass}>
              {t("nav.rent")}
            </NavLink>
            <NavLink to="/buy" className={navClass}>
              {t("nav.buy")}
            </NavLink>
            <NavLink to="/prices" className={navClass}>
              {t("prices.byArea")}
            </NavLink>
            <NavLink to="/postlisting" className={navClass}>
              {t("nav.postListing")}
            </NavLink>
          </nav>
          <LanguageSwitcher />
          <DesktopAccount />
        </div>
        <SignedInBell />
        <div className="flex items-center gap-1 md:hidden">
          <Link to="/postlisting" className={buttonClass({ size: "sm", className: "whitespace-nowrap rounded-lg py-2" })}>
            {t("nav.postListing")}
          </Link>
          <SiteMenuSheet />
        </div>
      </div>
    </header>
  );
}

function DesktopAccount() {
  const { t } = useTranslation();
  const { user, state } = useSession();
  const { open } = useAuthDialog();
  // After the bell, which sits between the language and the account from `md` up.
  if (user && state.isAuth === true) {
    return (
      <div className="md:order-last">
        <LazyBoundary fallback={<span aria-hidden="true" className="block h-9 w-32 rounded-full border border-slate-300" />}>
          <UserMenu user={user} />
        </LazyBoundary>
      </div>
    );
  }
  return (
    <div className="flex items-center gap-2">
      <Link
        to="/login"
        onClick={(event) => {
          event.preventDefault();
          open("sign-in");
        }}
        onPointerEnter={preloadAuthDialogs}
        onFocus={preloadAuthDialogs}
        className="rounded px-3 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50"
      >
        {t("nav.signIn")}
      </Link>
      <Link
        to="/signup"
        onClick={(event) => {
          event.preventDefault();
          open("sign-up");
        }}
        onPointerEnter={preloadAuthDialogs}
        onFocus={preloadAuthDialogs}
        className={buttonClass({ size: "sm", className: "py-2" })}
      >
        {t("nav.signUp")}
      </Link>
    </div>
  );
}

/** One bell for both headers: before the menu on a phone, before the account menu from `md` up. */
function SignedInBell() {
  const { user, state } = useSession();
  if (!user || state.isAuth !== true) return null;
  return (
    <LazyBoundary fallback={<span aria-hidden="true" className="block size-9" />}>
      <NotificationBell />
    </LazyBoundary>
  );
}
