import { Form, NavLink } from "react-router";
import { useTranslation } from "~/i18n/use-translation";
import { AccountLinkLabel, displayName, type SignedInUser, useAccountLinks, useRentalLinks } from "./account-links.tsx";
import { rowClass } from "./site-menu-sheet.tsx";
import { TierBadge } from "./tier-badge.tsx";

/** The menu sheet's account section for a signed-in user: a chunk a visitor never loads (decision 0032). */
export function AccountSection({ user }: { user: SignedInUser }) {
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
