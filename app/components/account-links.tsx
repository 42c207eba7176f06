import { useRouteLoaderData } from "react-router";
import { useTranslation } from "~/i18n/use-translation";
import type { SessionSummary } from "~/lib/session-context.ts";
import type { MyTenancy } from "#domain/tenancy-views.ts";
import { isolate } from "#domain/bidi.ts";

/**
 * The menu's way into the dashboard: `resume` brings the owner's last search back (the dashboard's
 * loader). Written here, not imported from domain/dashboard.ts, so the site's menu chunk does not
 * pull the dashboard's schemas and payment form into every page's lazy graph.
 */
const DASHBOARD_RESUME_HREF = "/dashboard?resume=1";

export type SignedInUser = NonNullable<SessionSummary["user"]>;

export interface AccountLink {
  to: string;
  label: string;
  /** A number shown beside the label (hidden at 0), and its test id. */
  badge?: { count: number; testId: string };
}

/**
 * The signed-in user's pages, in the order both menus show them: the desktop header's dropdown
 * (`UserMenu`) and the phone's menu sheet (`SiteMenuSheet`). A new item is one line here.
 */
export function useAccountLinks(user: SignedInUser): AccountLink[] {
  const { t } = useTranslation();
  const favoritesCount = (useRouteLoaderData("root") as { favoritesCount?: number } | undefined)?.favoritesCount ?? 0;
  return [
    // The dashboard's link brings back its last filters and page size (decision 0027).
    { to: DASHBOARD_RESUME_HREF, label: t("nav.dashboard") },
    { to: "/promote-dashboard", label: t("pages.promote-dashboard") },
    { to: "/favorites", label: t("nav.favorites"), badge: { count: favoritesCount, testId: "favorites-count" } },
    { to: "/saved-searches", label: t("savedSearches.menu") },
    { to: "/requests", label: t("nav.requests") },
    { to: "/offers", label: t("nav.offers") },
    { to: "/tenancies", label: t("tenancy.menu.rentRoll") },
    { to: "/notifications", label: t("nav.notifications") },
    { to: "/credits", label: t("nav.credits") },
    { to: "/credits#referrals", label: t("pages.referrals") },
    { to: "/profile/settings", label: t("nav.settings") },
    ...(user.userType === "ADMIN" ? [{ to: "/admin", label: t("nav.admin") }] : []),
  ];
}

/** The properties the user rents (issue 16), each to its tenancy page, for both menus' "My rentals". */
export function useRentalLinks(): AccountLink[] {
  const { t } = useTranslation();
  const tenancies = (useRouteLoaderData("root") as { tenancies?: MyTenancy[] } | undefined)?.tenancies ?? [];
  return tenancies.map((tenancy) => ({
    to: `/tenant/${tenancy.propertyId}`,
    label: tenancy.ended ? t("tenancy.menu.ended", { title: isolate(tenancy.title) }) : tenancy.title,
  }));
}

/** The label and its badge, as both menus render an item. */
export function AccountLinkLabel({ link }: { link: AccountLink }) {
  return (
    <>
      {link.label}
      {link.badge?.count ? (
        <span data-testid={link.badge.testId} className="ms-2 rounded-full bg-brand-100 px-2 text-xs font-semibold text-brand-800">
          {link.badge.count}
        </span>
      ) : null}
    </>
  );
}

/** The name a menu greets the user by. */
export const displayName = (user: SignedInUser) => user.firstName || user.name || user.email;
