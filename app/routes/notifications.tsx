import { Form, Link, redirect, useLocation } from "react-router";
import { NOTIFICATIONS_PAGE_SIZE } from "#domain/notifications.ts";
import { listNotifications, markNotificationsRead } from "#server/notifications/notifications.server.ts";
import { Pagination } from "~/components/admin/admin-parts.tsx";
import { NotificationLine, openHref } from "~/components/notifications/notification-line.tsx";
import { PageTitle } from "~/components/page-title.tsx";
import { useTranslation } from "~/i18n/use-translation";
import { requireUser } from "~/lib/current-user.server.ts";
import type { Route } from "./+types/notifications";
import { Button } from "~/components/ui/button.tsx";

const MAX_PAGE = 400;
const FEED_PAGER_WORDS = {
  label: "notifications.pages",
  previous: "notifications.previous",
  next: "notifications.next",
  page: "notifications.pageOf",
} as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const asked = Number(new URL(request.url).searchParams.get("page"));
  const page = Number.isInteger(asked) && asked >= 1 ? Math.min(asked, MAX_PAGE) : 1;
  const feed = await listNotifications(requireUser(context).id, { limit: NOTIFICATIONS_PAGE_SIZE, skip: (page - 1) * NOTIFICATIONS_PAGE_SIZE });
  return { page, ...feed };
}

/** "Mark all as read": the signed-in user's own notifications only. */
export async function action({ request, context }: Route.ActionArgs) {
  await markNotificationsRead(requireUser(context).id);
  return redirect(`/notifications${new URL(request.url).search}`);
}

/** `/notifications`: everything that happened, newest first, 25 to a page; each opens its record and is then read. */
export default function Notifications({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const { items, count, unread, page } = loaderData;
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <PageTitle title={t("pages.notifications")} subtitle={t("notifications.pageIntro")} />
      {unread ? (
        <Form method="post">
          <Button type="submit" variant="quiet" size="sm">
            {t("notifications.markAllRead")}
          </Button>
        </Form>
      ) : null}
      {items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-slate-700">{t("notifications.empty")}</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {items.map((item) => (
            <li key={item.id}>
              <Link to={openHref(item)} className={`block px-4 py-3 hover:bg-slate-50 ${item.read ? "" : "bg-brand-50/40"}`}>
                <NotificationLine item={item} />
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} total={count} pageSize={NOTIFICATIONS_PAGE_SIZE} search={new URLSearchParams(search)} words={FEED_PAGER_WORDS} />
    </div>
  );
}
