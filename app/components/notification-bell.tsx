import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { useEffect } from "react";
import { Link, useFetcher, useLocation } from "react-router";
import { NOTIFICATION_HOME, NOTIFICATION_KINDS, type UnreadCounts } from "#domain/notifications.ts";
import { useTranslation } from "~/i18n/use-translation";

const itemClass = "flex items-center justify-between gap-4 rounded px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800";

/**
 * The header's bell for a signed-in user: unread notifications per kind (requests, offers; later
 * payments and tenants), fetched after the page shows and again after each navigation.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const fetcher = useFetcher<{ unread: UnreadCounts | null }>();
  const { pathname, search } = useLocation();
  const { load } = fetcher;
  useEffect(() => {
    void load("/resources/notifications");
  }, [load, pathname, search]);
  const unread = fetcher.data?.unread;
  const total = unread ? NOTIFICATION_KINDS.reduce((sum, kind) => sum + unread[kind], 0) : 0;
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={total ? t("notifications.bellUnread", { count: total }) : t("notifications.bell")}
        className="relative grid size-9 place-items-center rounded-full text-slate-700 hover:bg-slate-100"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
          <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
        </svg>
        {total ? (
          <span data-testid="bell-count" className="absolute -end-0.5 -top-0.5 grid min-w-5 place-items-center rounded-full bg-red-600 px-1 text-xs font-bold text-white">
            {total > 99 ? "99+" : total}
          </span>
        ) : null}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className="z-50 min-w-48 rounded-lg border border-slate-200 bg-white p-1 shadow-lg">
          {NOTIFICATION_KINDS.map((kind) => (
            <DropdownMenu.Item key={kind} asChild>
              <Link to={NOTIFICATION_HOME[kind]} className={itemClass}>
                {t(`notifications.${kind}`)}
                <span className={`rounded-full px-2 text-xs font-semibold ${unread?.[kind] ? "bg-red-600 text-white" : "bg-slate-100 text-slate-600"}`}>{unread?.[kind] ?? 0}</span>
              </Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
