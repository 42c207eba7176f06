import type { MessageKey } from "#domain/i18n/i18n.ts";
import { useTranslation } from "~/i18n/use-translation";
import * as Dialog from "@radix-ui/react-dialog";
import { Link } from "react-router";
import { StatusButton } from "~/components/ui/status-button.tsx";

/** A confirmation after an admin action, announced politely. */
export function AdminNotice({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p role="status" data-admin-notice className="rounded border border-brand-100 bg-brand-50 px-3 py-2 text-sm text-brand-800">
      {message}
    </p>
  );
}

/** Previous/next links for a paged list, keeping the other search parameters. */
const ADMIN_PAGER_WORDS = {
  label: "admin.pagination.label",
  previous: "admin.pagination.previous",
  next: "admin.pagination.next",
  page: "admin.pagination.page",
} as const;

export function Pagination({
  page,
  total,
  pageSize,
  search,
  words = ADMIN_PAGER_WORDS,
}: {
  page: number;
  total: number;
  pageSize: number;
  search: URLSearchParams;
  /** The pager's words, when a list is better paged as, say, "Newer" and "Older". */
  words?: Record<keyof typeof ADMIN_PAGER_WORDS, MessageKey>;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages === 1) return null;
  const href = (target: number) => {
    const params = new URLSearchParams(search);
    params.set("page", String(target));
    return `?${params.toString()}`;
  };
  const link = "rounded border border-slate-300 px-3 py-1 font-medium text-brand-700 hover:bg-slate-50";
  return (
    <nav aria-label={t(words.label)} className="flex flex-wrap items-center gap-3 text-sm">
      {page > 1 ? (
        <Link to={href(page - 1)} className={link}>
          {t(words.previous)}
        </Link>
      ) : null}
      <span className="text-slate-700">{t(words.page, { page, pages })}</span>
      {page < pages ? (
        <Link to={href(page + 1)} className={link}>
          {t(words.next)}
        </Link>
      ) : null}
    </nav>
  );
}

/** A reason dialog's Cancel and its submit (red when it refuses or takes back), the admin's three alike. */
export function DialogActions({ cancel, confirm, busy, danger = true }: { cancel: string; confirm: string; busy: boolean; danger?: boolean }) {
  return (
    <div className="flex flex-wrap justify-end gap-3">
      <Dialog.Close type="button" className="rounded px-4 py-2 font-medium text-slate-700 hover:bg-slate-100">
        {cancel}
      </Dialog.Close>
      <StatusButton status={busy ? "pending" : "idle"} variant={danger ? "danger" : "primary"}>
        {confirm}
      </StatusButton>
    </div>
  );
}
