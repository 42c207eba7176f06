import { useEffect, useRef } from "react";
import { NavLink, useLocation } from "react-router";

export interface Tab {
  to: string;
  label: string;
  /** Current only on this exact path (an index tab). */
  end?: boolean;
}

/**
 * A page's sections as links (each its own URL): on a phone they wrap onto as many rows as they
 * need, as pills, so no tab hides past the edge; from `sm` up one underlined row, which scrolls
 * sideways when it must and brings the current tab into view (decision 0047).
 */
export function TabStrip({ label, tabs }: { label: string; tabs: readonly Tab[] }) {
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    nav.current?.querySelector('[aria-current="page"]')?.scrollIntoView({ block: "nearest", inline: "nearest" });
  }, [pathname]);
  return (
    <nav ref={nav} aria-label={label} className="sm:overflow-x-auto sm:border-b sm:border-slate-200">
      <ul className="flex flex-wrap gap-2 sm:-mb-px sm:min-w-max sm:flex-nowrap sm:gap-1">
        {tabs.map((tab) => (
          <li key={tab.to}>
            <NavLink
              to={tab.to}
              end={tab.end}
              preventScrollReset
              className={({ isActive }) =>
                `block rounded-full border px-3 py-1.5 text-sm font-semibold whitespace-nowrap sm:rounded-none sm:border-0 sm:border-b-2 sm:py-2.5 ${
                  isActive
                    ? "border-brand-600 bg-brand-50 text-brand-800 sm:bg-transparent"
                    : "border-slate-300 text-slate-700 hover:text-brand-700 sm:border-transparent"
                }`
              }
            >
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
