import { useTranslation } from "~/i18n/use-translation";
import type { PaymentStatus } from "#domain/payments.ts";
import { formatUsd } from "#domain/credits.ts";
import { dateFormat } from "#domain/intl.ts";
import { BEIRUT } from "#domain/days.ts";

const STATUS_STYLE: Record<PaymentStatus, string> = {
  pending: "bg-amber-100 text-amber-900",
  confirmed: "bg-emerald-100 text-emerald-900",
  refunded: "bg-sky-100 text-sky-900",
  failed: "bg-red-100 text-red-900",
  rejected: "bg-red-100 text-red-900",
  cancelled: "bg-slate-200 text-slate-800",
};

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation();
  return <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_STYLE[status]}`}>{t(`credits.statuses.${status}`)}</span>;
}

/** Dollars with cents, in the reader's language; signed when asked (ledger movements). */
export function Usd({ cents, signed = false, className }: { cents: number; signed?: boolean; className?: string }) {
  const { i18n } = useTranslation();
  const text = formatUsd(Math.abs(cents) / 100, i18n.language);
  const sign = signed ? (cents < 0 ? "−" : "+") : cents < 0 ? "−" : "";
  return (
    <span dir="ltr" className={className}>
      {sign}
      {text}
    </span>
  );
}

export function useDateText() {
  const { i18n } = useTranslation();
  return (iso: string, withTime = false) =>
    dateFormat(i18n.language, { dateStyle: "medium", ...(withTime ? { timeStyle: "short" } : {}), timeZone: BEIRUT }).format(new Date(iso));
}
