import { useRef, useState } from "react";
import { NavLink, useLocation } from "react-router";
import { useTranslation } from "~/i18n/use-translation";
import { useAuthDialog, useSession } from "~/lib/auth-state.tsx";
import { LazyBoundary, lazyOnFirstUse } from "~/lib/lazy-on-first-use.ts";
import { useHydrated } from "~/lib/use-hydrated.ts";
import { preloadAuthDialogs } from "./auth/lazy-auth-dialogs.tsx";
import { LazyDialogSlot, LazySheetDialog } from "./lazy-dialog.tsx";
import { LanguageSwitcher } from "./language-switcher.tsx";

// The sheet (Radix's dialog), and the signed-in account's links, each in a chunk of their own (decision 0032).
const AccountSection = lazyOnFirstUse(() => import("./site-menu-account.tsx").then((module) => module.AccountSection));

export const rowClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-12 items-center rounded-lg px-3 text-base font-medium ${isActive ? "bg-brand-50 text-brand-800" : "text-slate-800 hover:bg-slate-50"}`;
const sectionTitle = "px-3 pb-1 pt-4 text-xs font-semibold uppercase tracking-wide text-slate-600";

/**
 * The phone header's menu (decision 0030): a Radix dialog sliding in from the inline end, holding
 * the navigation, the account (its pages and Sign out, or Sign in / Sign up) and the language.
 * It closes on navigation, on Escape and on the overlay; focus is trapped while open. Before
 * scripts start, the same sections open under the header from a plain disclosure.
 */
export function SiteMenuSheet() {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const button = useRef<HTMLButtonElement>(null);
  // Open at one address: navigating anywhere closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === here;
  const setOpen = (next: boolean) => setOpenAt(next ? here : null);
  if (!hydrated) {
    return (
      <details className="group">
        <summary className="grid size-11 cursor-pointer list-none place-items-center rounded-lg text-slate-800 hover:bg-slate-100 [&::-webkit-details-marker]:hidden">
          <MenuIcon />
          <span className="sr-only">{t("phone.menu")}</span>
        </summary>
        <div className="absolute inset-x-0 top-full z-50 max-h-[80vh] overflow-y-auto border-b border-slate-200 bg-white shadow-xl">
          <MenuSections onChoose={() => undefined} />
        </div>
      </details>
    );
  }
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        onPointerEnter={LazySheetDialog.preload}
        className="grid size-11 place-items-center rounded-lg text-slate-800 hover:bg-slate-100"
        data-testid="site-menu-button"
      >
        <MenuIcon />
        <span className="sr-only">{t("phone.menu")}</span>
      </button>
      {/* The dialog's code loads on the first tap (decision 0032). */}
      <LazyDialogSlot open={open}>
        <LazySheetDialog
          open={open}
          onOpenChange={setOpen}
          returnFocusTo={button}
          side="end"
          title={t("phone.menuTitle")}
          description={t("common.appName")}
          closeLabel={t("phone.closeMenu")}
        >
          <MenuSections onChoose={() => setOpen(false)} />
        </LazySheetDialog>
      </LazyDialogSlot>
    </>
  );
}

/** Browse, the account and the language: the sheet's body, and the disclosure's before scripts. */
function MenuSections({ onChoose }: { onChoose: () => void }) {
  const { t } = useTranslation();
  const { user, state } = useSession();
  return (
    <div className="flex-1 px-2 pb-6">
      <p className={sectionTitle}>{t("phone.browse")}</p>
      <nav aria-label={t("nav.main")}>
        <NavLink to="/rent" className={rowClass}>
          {t("nav.rent")}
        </NavLink>
        <NavLink to="/buy" className={rowClass}>
          {t("nav.buy")}
        </NavLink>
        <NavLink to="/prices" className={rowClass}>
          {t("prices.byArea")}
        </NavLink>
        <NavLink to="/postlisting" className={rowClass}>
          {t("nav.postListing")}
        </NavLink>
      </nav>
      <p className={sectionTitle}>{t("phone.account")}</p>
      {user && state.isAuth === true ? (
        <LazyBoundary>
          <AccountSection user={user} />
        </LazyBoundary>
      ) : (
        <SignInButtons onChoose={onChoose} />
      )}
      <p className={sectionTitle}>{t("phone.language")}</p>
      <div className="px-2">
        <LanguageSwitcher />
      </div>
    </div>
  );
}

function SignInButtons({ onChoose }: { onChoose: () => void }) {
  const { t } = useTranslation();
  const { open } = useAuthDialog();
  const choose = (dialog: "sign-in" | "sign-up") => (event: React.MouseEvent) => {
    event.preventDefault();
    onChoose();
    open(dialog);
  };
  return (
    <div className="grid grid-cols-2 gap-2 px-2">
      <a
        href="/login"
        onClick={choose("sign-in")}
        onPointerEnter={preloadAuthDialogs}
        onFocus={preloadAuthDialogs}
        className="flex min-h-11 items-center justify-center rounded-lg border border-brand-600 font-semibold text-brand-700"
      >
        {t("nav.signIn")}
      </a>
      <a
        href="/signup"
        onClick={choose("sign-up")}
        onPointerEnter={preloadAuthDialogs}
        onFocus={preloadAuthDialogs}
        className="flex min-h-11 items-center justify-center rounded-lg bg-brand-600 font-semibold text-white"
      >
        {t("nav.signUp")}
      </a>
    </div>
  );
}

function MenuIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M4 6h16M4 12h16M4 18h16" />
    </svg>
  );
}
