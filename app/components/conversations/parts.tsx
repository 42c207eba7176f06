import type { ReactNode } from "react";
import { Form, Link, useLocation } from "react-router";
import { type Box, CONVERSATIONS_PAGE_SIZE } from "#domain/conversations.ts";
import { dateFormat } from "#domain/intl.ts";
import { Pagination } from "~/components/admin/admin-parts.tsx";
import { useTranslation } from "~/i18n/use-translation";
import { BEIRUT } from "#domain/days.ts";
import { Alert } from "~/components/ui/alert.tsx";

/** A date and time as Beirut reads it, in the reader's language. */
export function formatWhen(iso: string, locale: string): string {
  return dateFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone: BEIRUT }).format(new Date(iso));
}

export type { Box } from "#domain/conversations.ts";

/** A thread's address from the list: the same box, filters and page, so the list stays where it was. */
export function useThreadHref(base: string, box: Box): (id: string) => string {
  const { search } = useLocation();
  return (id) => {
    const params = new URLSearchParams(search);
    params.set("box", box);
    params.set("thread", id);
    return `${base}?${params.toString()}`;
  };
}

/** The list's pages, keeping the box, the filters and the open thread. */
export function ConversationPages({ page, count }: { page: number; count: number }) {
  const { search } = useLocation();
  return <Pagination page={page} total={count} pageSize={CONVERSATIONS_PAGE_SIZE} search={new URLSearchParams(search)} />;
}

/** The Received and Sent tabs of /requests and /offers: links, so each box has its address. */
export function BoxTabs({ base, box, label }: { base: string; box: Box; label: string }) {
  const { t } = useTranslation();
  const tab = (value: Box, text: string) => (
    <Link
      to={`${base}?box=${value}`}
      aria-current={box === value ? "page" : undefined}
      className={`flex-1 rounded-md px-4 py-2 text-center text-sm font-semibold sm:flex-none ${box === value ? "bg-white text-brand-800 shadow-sm" : "text-slate-700 hover:text-brand-700"}`}
    >
      {text}
    </Link>
  );
  return (
    <nav aria-label={label} className="flex gap-1 rounded-lg bg-slate-100 p-1 sm:inline-flex">
      {tab("received", t("requests.received"))}
      {tab("sent", t("requests.sent"))}
    </nav>
  );
}

/** Filters by listing and status: a plain GET form, so the address keeps them. */
export function FilterBar({
  box,
  listings,
  statuses,
  selected,
}: {
  box: Box;
  listings: Array<{ id: string; title: string }>;
  statuses: Array<{ value: string; label: string }>;
  selected: { listing: string; status: string };
}) {
  const { t } = useTranslation();
  const select = "w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900";
  return (
    <Form method="get" className="grid grid-cols-2 gap-2 sm:flex sm:items-end">
      <input type="hidden" name="box" value={box} />
      <label className="block text-sm font-medium text-slate-700 sm:w-64">
        {t("requests.filterListing")}
        <select name="listing" defaultValue={selected.listing} className={`${select} mt-1`}>
          <option value="">{t("requests.allListings")}</option>
          {listings.map((listing) => (
            <option key={listing.id} value={listing.id}>
              {listing.title}
            </option>
          ))}
        </select>
      </label>
      <label className="block text-sm font-medium text-slate-700 sm:w-52">
        {t("requests.filterStatus")}
        <select name="status" defaultValue={selected.status} className={`${select} mt-1`}>
          <option value="">{t("requests.allStatuses")}</option>
          {statuses.map((status) => (
            <option key={status.value} value={status.value}>
              {status.label}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="col-span-2 rounded-md border border-brand-600 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50">
        {t("requests.apply")}
      </button>
    </Form>
  );
}

const TONES = {
  waiting: "bg-amber-50 text-amber-900 ring-amber-200",
  good: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  closed: "bg-slate-100 text-slate-700 ring-slate-200",
};
export type Tone = keyof typeof TONES;

export function StatusBadge({ tone, children }: { tone: Tone; children: ReactNode }) {
  return <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONES[tone]}`}>{children}</span>;
}

/**
 * The list beside the open thread. On a phone one of them shows at a time: the thread when one is
 * chosen (with a way back), else the list.
 */
export function ThreadLayout({
  list,
  thread,
  backTo,
  backLabel,
  emptyThread,
}: {
  list: ReactNode;
  thread: ReactNode | null;
  backTo: string;
  backLabel: string;
  emptyThread: string;
}) {
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
      <div className={thread ? "hidden lg:block" : ""}>{list}</div>
      <div className={thread ? "" : "hidden lg:block"}>
        {thread ? (
          <div className="space-y-3">
            <Link to={backTo} className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 lg:hidden">
              <span aria-hidden="true" className="rtl:rotate-180">
                ←
              </span>
              {backLabel}
            </Link>
            {thread}
          </div>
        ) : (
          <p className="rounded-xl border border-dashed border-slate-300 p-10 text-center text-slate-600">{emptyThread}</p>
        )}
      </div>
    </div>
  );
}

/** One entry of a thread: the reader's own on the end side, the other person's on the start side, steps centred. */
/**
 * What a person wrote, its direction taken from its own first strong letter and isolated from the
 * page's: an Arabic message with English words (or the reverse) keeps its punctuation in place.
 */
export function MessageText({ children }: { children: string }) {
  return (
    <p dir="auto" className="[unicode-bidi:isolate] whitespace-pre-line break-words">
      {children}
    </p>
  );
}

export function Bubble({ mine, step, author, time, children }: { mine: boolean; step?: boolean; author: string; time: string; children: ReactNode }) {
  if (step) {
    return (
      <li className="mx-auto max-w-md rounded-lg bg-slate-50 px-3 py-2 text-center text-sm text-slate-700">
        <p>{children}</p>
        <p className="mt-0.5 text-xs text-slate-600">
          <bdi>{author}</bdi> · <bdi>{time}</bdi>
        </p>
      </li>
    );
  }
  return (
    <li className={`flex ${mine ? "justify-end" : "justify-start"}`}>
      <div className={`max-w-[85%] rounded-2xl px-4 py-2 ${mine ? "rounded-ee-sm bg-brand-600 text-white" : "rounded-es-sm bg-slate-100 text-slate-900"}`}>
        <div className="whitespace-pre-line break-words">{children}</div>
        <p className={`mt-1 text-xs ${mine ? "text-brand-50" : "text-slate-600"}`}>
          <bdi>{author}</bdi> · <bdi>{time}</bdi>
        </p>
      </div>
    </li>
  );
}

/** A refusal from the last action, in the reader's language. */
export function ActionError({ messageKey }: { messageKey: string | undefined }) {
  const { t } = useTranslation();
  return messageKey ? <Alert>{t(messageKey as never)}</Alert> : null;
}
