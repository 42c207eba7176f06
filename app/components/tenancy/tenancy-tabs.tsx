import { useEffect, useRef } from "react";
import { NavLink, useLocation } from "react-router";
import { useTranslation } from "~/i18n/use-translation";

const TABS = [
  { path: "", key: "overview" },
  { path: "rent", key: "rent" },
  { path: "inspections", key: "inspections" },
  { path: "files", key: "files" },
  { path: "notices", key: "notices" },
  { path: "issues", key: "issues" },
] as const;

/** The tenancy's sections as links (each its own URL, so a tab can be shared and reloaded). */
export function TenancyTabs({ propertyId }: { propertyId: string }) {
  const { t } = useTranslation();
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // On a phone the tabs scroll sideways: the current one is brought into view.
  useEffect(() => {
    nav.current?.querySelector('[aria-current="page"]')?.scrollIntoView({ block: "nearest", inline: "nearest" });
  }, [pathname]);
  return (
    <nav ref={nav} aria-label={t("tenancy.tabs.label")} className="-mx-4 overflow-x-auto px-4">
      <ul className="flex min-w-max gap-1 border-b border-slate-200">
        {TABS.map((tab) => (
          <li key={tab.key}>
            <NavLink
              to={`/tenant/${propertyId}${tab.path ? `/${tab.path}` : ""}`}
              end={tab.path === ""}
              preventScrollReset
              className={({ isActive }) =>
                `-mb-px block border-b-2 px-3 py-2.5 text-sm font-semibold whitespace-nowrap ${
                  isActive ? "border-brand-600 text-brand-700" : "border-transparent text-slate-600 hover:text-slate-900"
                }`
              }
            >
              {t(`tenancy.tabs.${tab.key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
