import type { ReactNode } from "react";
import { Link } from "react-router";
import { useTranslation } from "~/i18n/use-translation";
import { type Box, formatWhen, useThreadHref } from "./parts.tsx";

interface Line {
  id: string;
  otherName: string;
  listing: { title: string };
}

/** The list of /offers or /requests: each line the other person, its last activity and listing, then the kind's own lines. */
export function ConversationList<Item extends Line>({
  base,
  items,
  box,
  selectedId,
  empty,
  lastAt,
  children,
}: {
  base: string;
  items: Item[];
  box: Box;
  selectedId: string | undefined;
  empty: string;
  lastAt: (item: Item) => string;
  children: (item: Item) => ReactNode;
}) {
  const { i18n } = useTranslation();
  const threadHref = useThreadHref(base, box);
  if (!items.length) return <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-600">{empty}</p>;
  return (
    <ul className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white">
      {items.map((item) => (
        <li key={item.id}>
          <Link
            to={threadHref(item.id)}
            aria-current={item.id === selectedId ? "true" : undefined}
            className={`block space-y-1 px-4 py-3 hover:bg-slate-50 ${item.id === selectedId ? "bg-brand-50" : ""}`}
          >
            <span className="flex items-center justify-between gap-2">
              <span className="truncate font-semibold text-slate-900">{item.otherName}</span>
              <span className="shrink-0 text-xs text-slate-600">{formatWhen(lastAt(item), i18n.language)}</span>
            </span>
            <span dir="auto" className="block truncate text-sm text-slate-700">
              {item.listing.title}
            </span>
            {children(item)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** A line with news the reader has not opened. */
export function UnreadBadge({ unread }: { unread: boolean }) {
  const { t } = useTranslation();
  return unread ? <span className="rounded-full bg-red-600 px-2 py-0.5 text-xs font-semibold text-white">{t("requests.unread")}</span> : null;
}
