import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { useTranslation } from "~/i18n/use-translation";
import { Link, useRouteLoaderData, useSubmit } from "react-router";
import { TierBadge } from "~/components/tier-badge.tsx";
import { DASHBOARD_RESUME_HREF } from "#domain/dashboard.ts";
import type { SessionSummary } from "~/lib/session-context.ts";

const itemClass =
  "block rounded px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800";

export function UserMenu({ user }: { user: NonNullable<SessionSummary["user"]> }) {
  const { t } = useTranslation();
  const submit = useSubmit();
  const name = user.firstName || user.name || user.email;
  const favoritesCount = (useRouteLoaderData("root") as { favoritesCount?: number } | undefined)?.favoritesCount ?? 0;
  const links = [
    { to: DASHBOARD_RESUME_HREF, label: t("nav.dashboard") },
    { to: "/promote-dashboard", label: t("pages.promote-dashboard") },
    { to: "/favorites", label: t("nav.favorites"), count: favoritesCount },
    { to: "/saved-searches", label: t("savedSearches.menu") },
    { to: "/requests", label: t("nav.requests") },
    { to: "/offers", label: t("nav.offers") },
    { to: "/credits", label: t("nav.credits") },
    { to: "/credits#referrals", label: t("pages.referrals") },
    { to: "/profile/settings", label: t("nav.settings") },
    ...(user.userType === "ADMIN" ? [{ to: "/admin", label: t("nav.admin") }] : []),
  ];
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className="flex items-center gap-2 rounded-full border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50"
        aria-label={t("nav.accountMenu", { name })}
      >
        <span aria-hidden="true" className="grid size-6 place-items-center rounded-full bg-brand-600 text-xs text-white">
          {name.slice(0, 1).toUpperCase()}
        </span>
        <span className="max-w-32 truncate">{name}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-48 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.Label className="flex items-center justify-between gap-3 px-3 py-2 text-xs text-slate-600">
            {t("promote.tiers.label")}
            <TierBadge tier={user.tier} />
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          {links.map((link) => (
            <DropdownMenu.Item key={link.to} asChild>
              <Link to={link.to} className={itemClass}>
                {link.label}
                {"count" in link && link.count ? (
                  <span data-testid="favorites-count" className="ms-2 rounded-full bg-brand-100 px-2 text-xs font-semibold text-brand-800">
                    {link.count}
                  </span>
                ) : null}
              </Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item
            className={`${itemClass} cursor-pointer`}
            onSelect={() => submit(null, { method: "post", action: "/auth/sign-out" })}
          >
            {t("nav.signOut")}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
