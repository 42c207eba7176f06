import { notificationText, type NotificationItem } from "#domain/notifications.ts";
import { formatWhen } from "~/components/conversations/parts.tsx";
import { useTranslation } from "~/i18n/use-translation";

/** Where a notification opens: this link marks it read on the way (`routes/resources/notification-open.ts`). */
export const openHref = (item: Pick<NotificationItem, "id">) => `/notifications/${item.id}/open`;

/** A notification's words, time and read state, the same in the bell and on `/notifications`. */
export function NotificationLine({ item }: { item: NotificationItem }) {
  const { t, i18n } = useTranslation();
  return (
    <span className="flex items-start gap-2">
      <span aria-hidden="true" className={`mt-1.5 size-2 shrink-0 rounded-full ${item.read ? "bg-transparent" : "bg-brand-600"}`} />
      <span className="min-w-0">
        <span dir="auto" className={`block text-sm ${item.read ? "text-slate-700" : "font-semibold text-slate-900"}`}>
          {notificationText(t, i18n.language, item)}
        </span>
        <span className="block text-xs text-slate-600">
          {item.read ? null : <span className="sr-only">{t("notifications.unread")}, </span>}
          {formatWhen(item.createdAt, i18n.language)}
        </span>
      </span>
    </span>
  );
}
