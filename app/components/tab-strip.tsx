import { type RefObject, useEffect, useRef, useState } from "react";
import { NavLink, useLocation } from "react-router";

export interface Tab {
  to: string;
  label: string;
  /** Current only on this exact path (an index tab). */
  end?: boolean;
}

/** The tabs hidden past each edge of a row that scrolls sideways (scrollLeft runs negative right to left). */
function useHiddenTabs(row: RefObject<HTMLElement | null>) {
  const [hidden, setHidden] = useState({ start: false, end: false });
  useEffect(() => {
    const element = row.current;
    if (!element) return;
    const measure = () => {
      const scrolled = Math.abs(element.scrollLeft);
      const start = scrolled > 1;
      const end = scrolled + element.clientWidth < element.scrollWidth - 1;
      setHidden((was) => (was.start === start && was.end === end ? was : { start, end }));
    };
    measure();
    element.addEventListener("scroll", measure, { passive: true });
    const resized = new ResizeObserver(measure);
    resized.observe(element);
    return () => {
      element.removeEventListener("scroll", measure);
      resized.disconnect();
    };
  }, [row]);
  return hidden;
}

/** The fade over an edge past which tabs are hidden: what tells a reader the row scrolls. */
function EdgeFade({ edge }: { edge: "start" | "end" }) {
  const side = edge === "start" ? "start-0 bg-linear-to-r rtl:bg-linear-to-l" : "end-0 bg-linear-to-l rtl:bg-linear-to-r";
  return (
    <span aria-hidden="true" data-testid={`tabs-hidden-${edge}`} className={`pointer-events-none absolute inset-y-0 hidden w-10 from-white sm:block ${side}`} />
  );
}

/**
 * A page's sections as links (each its own URL): on a phone they wrap onto as many rows as they
 * need, as pills, so no tab hides past the edge; from `sm` up one underlined row, which scrolls
 * sideways when it must, fades at an edge with tabs past it, and brings the current tab into view
 * (decision 0047).
 */
export function TabStrip({ label, tabs }: { label: string; tabs: readonly Tab[] }) {
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const hidden = useHiddenTabs(nav);
  useEffect(() => {
    nav.current?.querySelector('[aria-current="page"]')?.scrollIntoView({ block: "nearest", inline: "nearest" });
  }, [pathname]);
  return (
    <div className="relative">
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
      {hidden.start ? <EdgeFade edge="start" /> : null}
      {hidden.end ? <EdgeFade edge="end" /> : null}
    </div>
  );
}
