import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";
import { Form, NavLink, useLocation } from "react-router";
import { useTranslation } from "~/i18n/use-translation";
import { useAuthDialog, useSession } from "~/lib/auth-state.tsx";
import { TierBadge } from "./tier-badge.tsx";
import { AccountLinkLabel, displayName, type SignedInUser, useAccountLinks, useRentalLinks } from "./account-links.tsx";
import { useHydrated } from "~/lib/use-hydrated.ts";
import { LanguageSwitcher } from "./language-switcher.tsx";

const rowClass = ({ isActive }: { isActive: boolean }) =>
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
  // Open at one address: navigating anywhere closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
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
    <Dialog.Root open={openAt === here} onOpenChange={setOpen}>
      <Dialog.Trigger className="grid size-11 place-items-center rounded-lg text-slate-800 hover:bg-slate-100" data-testid="site-menu-button">
        <MenuIcon />
        <span className="sr-only">{t("phone.menu")}</span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content className="sheet-from-end fixed inset-y-0 end-0 z-50 flex w-[86vw] max-w-sm flex-col overflow-y-auto bg-white shadow-xl">
          <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
            <Dialog.Title className="text-lg font-bold text-slate-900">{t("phone.menuTitle")}</Dialog.Title>
            <Dialog.Close className="grid size-11 place-items-center rounded-lg text-slate-700 hover:bg-slate-100" aria-label={t("phone.closeMenu")}>
              <span aria-hidden="true" className="text-xl">
                ✕
              </span>
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{t("common.appName")}</Dialog.Description>
          <MenuSections onChoose={() => setOpen(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
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
        <NavLink to="/postlisting" className={rowClass}>
          {t("nav.postListing")}
        </NavLink>
      </nav>
      <p className={sectionTitle}>{t("phone.account")}</p>
      {user && state.isAuth === true ? <AccountSection user={user} /> : <SignInButtons onChoose={onChoose} />}
      <p className={sectionTitle}>{t("phone.language")}</p>
      <div className="px-2">
        <LanguageSwitcher />
      </div>
    </div>
  );
}

function AccountSection({ user }: { user: SignedInUser }) {
  const { t } = useTranslation();
  const links = useAccountLinks(user);
  const rentals = useRentalLinks();
  return (
    <>
      <p className="flex items-center justify-between gap-3 px-3 pb-2 text-sm text-slate-600">
        {t("phone.signedInAs", { name: displayName(user) })}
        <TierBadge tier={user.tier} />
      </p>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} className={rowClass}>
              <AccountLinkLabel link={link} />
            </NavLink>
          </li>
        ))}
      </ul>
      {rentals.length ? (
        <section aria-label={t("tenancy.menu.heading")} className="mt-2 border-t border-slate-200 pt-2">
          <p className="px-3 pb-1 text-xs font-semibold text-slate-500 uppercase">{t("tenancy.menu.heading")}</p>
          <ul>
            {rentals.map((rental) => (
              <li key={rental.to}>
                <NavLink to={rental.to} className={rowClass}>
                  <span className="block truncate">{rental.label}</span>
                </NavLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <Form method="post" action="/auth/sign-out">
        <button type="submit" className={`${rowClass({ isActive: false })} w-full text-start`}>
          {t("nav.signOut")}
        </button>
      </Form>
    </>
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
      <a href="/login" onClick={choose("sign-in")} className="flex min-h-11 items-center justify-center rounded-lg border border-brand-600 font-semibold text-brand-700">
        {t("nav.signIn")}
      </a>
      <a href="/signup" onClick={choose("sign-up")} className="flex min-h-11 items-center justify-center rounded-lg bg-brand-600 font-semibold text-white">
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
