import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { useEffect, useRef } from "react";
import { Link, useFetcher, useLocation, useRouteLoaderData } from "react-router";
import type { NotificationItem } from "#domain/notifications.ts";
import { useTranslation } from "~/i18n/use-translation";
import { NotificationLine, openHref } from "./notifications/notification-line.tsx";

const itemClass = "block rounded px-3 py-2 outline-none data-[highlighted]:bg-brand-50";

/**
 * The header's bell for a signed-in user (decision 0047): the unread count from the root loader (in
 * the server's HTML), the newest notifications when opened, "Mark all as read" and a link to
 * `/notifications`. Not modal: the page behind is neither hidden from screen readers nor left
 * focusable under `aria-hidden` (axe's aria-hidden-focus).
 */
export function NotificationBell() {
  const { t, i18n } = useTranslation();
  const fetcher = useFetcher<{ items: NotificationItem[]; unread: number }>();
  const rootUnread = (useRouteLoaderData("root") as { unreadNotifications?: number } | undefined)?.unreadNotifications ?? 0;
  const { pathname, search } = useLocation();
  const { load } = fetcher;
  // The root loader does not run again on every navigation: the count is asked again after each.
  const firstPage = useRef(true);
  useEffect(() => {
    if (firstPage.current) firstPage.current = false;
    else void load("/resources/notifications");
  }, [load, pathname, search]);
  const unread = fetcher.data?.unread ?? rootUnread;
  const shown = unread > 99 ? "99+" : String(unread);
  const items = fetcher.data?.items;
  return (
    // Radix lays a menu out left to right unless told (it sets `dir` on the menu): dates and lines ran LTR in Arabic.
    <DropdownMenu.Root modal={false} dir={i18n.dir()} onOpenChange={(open) => (open ? void load("/resources/notifications") : undefined)}>
      {/* Its name starts with the number it shows (axe: label-content-name-mismatch). */}
      <DropdownMenu.Trigger
        aria-label={unread ? t("notifications.bellCount", { count: unread, shown }) : t("notifications.bell")}
        className="relative grid size-9 place-items-center rounded-full text-slate-700 hover:bg-slate-100"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
          <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
        </svg>
        {unread ? (
          <span
            data-testid="bell-count"
            className="absolute -end-0.5 -top-0.5 grid min-w-5 place-items-center rounded-full bg-red-600 px-1 text-xs font-bold text-white"
          >
            {shown}
          </span>
        ) : null}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          collisionPadding={8}
          className="z-50 w-[min(22rem,calc(100vw-1rem))] rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
        >
          <div className="flex items-center justify-between gap-3 px-3 py-2">
            <DropdownMenu.Label className="text-sm font-semibold text-slate-900">{t("notifications.bell")}</DropdownMenu.Label>
            {unread ? (
              <DropdownMenu.Item
                onSelect={(event) => {
                  event.preventDefault();
                  void fetcher.submit(null, { method: "post", action: "/resources/notifications" });
                }}
                className="rounded px-2 py-1 text-sm font-medium text-brand-700 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:underline"
              >
                {t("notifications.markAllRead")}
              </DropdownMenu.Item>
            ) : null}
          </div>
          <DropdownMenu.Separator className="h-px bg-slate-200" />
          {!items ? (
            <p className="px-3 py-3 text-sm text-slate-600">{t("common.loading")}</p>
          ) : items.length === 0 ? (
            <p className="px-3 py-3 text-sm text-slate-600">{t("notifications.empty")}</p>
          ) : (
            // A named group the keyboard can focus: on a short screen the lines scroll, and a scroll
            // region no key can reach is one Safari's keyboard cannot scroll (axe, with the menu open).
            <div
              role="group"
              aria-label={t("notifications.bell")}
              tabIndex={0}
              className="max-h-[60vh] overflow-y-auto outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
            >
              {items.map((item) => (
                <DropdownMenu.Item key={item.id} asChild>
                  <Link to={openHref(item)} className={itemClass}>
                    <NotificationLine item={item} />
                  </Link>
                </DropdownMenu.Item>
              ))}
            </div>
          )}
          <DropdownMenu.Separator className="h-px bg-slate-200" />
          <DropdownMenu.Item asChild>
            <Link to="/notifications" className={`${itemClass} text-center text-sm font-medium text-brand-700`}>
              {t("notifications.seeAll")}
            </Link>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
