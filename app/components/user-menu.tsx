import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { useTranslation } from "~/i18n/use-translation";
import { Link, useSubmit } from "react-router";
import { AccountLinkLabel, displayName, type SignedInUser, useAccountLinks, useRentalLinks } from "./account-links.tsx";
import { TierBadge } from "~/components/tier-badge.tsx";

const itemClass = "block rounded px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800";

/** The desktop header's account dropdown; its items come from `useAccountLinks`. */
export function UserMenu({ user }: { user: SignedInUser }) {
  const { t, i18n } = useTranslation();
  const submit = useSubmit();
  const name = displayName(user);
  const links = useAccountLinks(user);
  const rentals = useRentalLinks();
  return (
    // Radix lays a menu out left to right unless told (it sets `dir` on the menu): the page's direction.
    <DropdownMenu.Root modal={false} dir={i18n.dir()}>
      {/* Its name holds the words shown (axe: label-content-name-mismatch): the initial is drawn by CSS. */}
      <DropdownMenu.Trigger
        className="flex items-center gap-2 rounded-full border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50"
        aria-label={t("nav.accountMenu", { name })}
      >
        <span
          aria-hidden="true"
          data-initial={name.slice(0, 1).toUpperCase()}
          className="grid size-6 place-items-center rounded-full bg-brand-600 text-xs text-white before:content-[attr(data-initial)]"
        />
        <span className="max-w-32 truncate">{name}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className="z-50 min-w-48 rounded-lg border border-slate-200 bg-white p-1 shadow-lg">
          <DropdownMenu.Label className="flex items-center justify-between gap-3 px-3 py-2 text-xs text-slate-600">
            {t("promote.tiers.label")}
            <TierBadge tier={user.tier} />
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          {links.map((link) => (
            <DropdownMenu.Item key={link.to} asChild>
              <Link to={link.to} className={itemClass}>
                <AccountLinkLabel link={link} />
              </Link>
            </DropdownMenu.Item>
          ))}
          {rentals.length ? (
            <DropdownMenu.Group aria-label={t("tenancy.menu.heading")}>
              <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
              <DropdownMenu.Label className="px-3 py-1 text-xs font-semibold text-slate-500 uppercase">{t("tenancy.menu.heading")}</DropdownMenu.Label>
              {rentals.map((rental) => (
                <DropdownMenu.Item key={rental.to} asChild>
                  <Link to={rental.to} className={`${itemClass} max-w-64 truncate`}>
                    {rental.label}
                  </Link>
                </DropdownMenu.Item>
              ))}
            </DropdownMenu.Group>
          ) : null}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item className={`${itemClass} cursor-pointer`} onSelect={() => submit(null, { method: "post", action: "/auth/sign-out" })}>
            {t("nav.signOut")}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
