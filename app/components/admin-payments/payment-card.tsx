import type { SubmissionResult } from "@conform-to/react";
import { Link, useNavigation } from "react-router";
import { numberFormat } from "#domain/intl.ts";
import { toDecimal } from "#domain/money.ts";
import type { PaymentView } from "#domain/payments.ts";
import { PaymentStatusBadge, Usd, useDateText } from "~/components/credits/credit-parts.tsx";
import { PaymentPurpose } from "~/components/credits/payment-details.tsx";
import { FormAlert } from "~/components/ui/field.tsx";
import { useIsPending } from "~/components/ui/use-is-pending.ts";
import { useTranslation } from "~/i18n/use-translation";
import { ConfirmPaymentDialog } from "./confirm-payment-dialog.tsx";
import { DecisionDialog } from "./decision-dialog.tsx";
import { isolate } from "#domain/bidi.ts";

export type PaymentAnswer = { paymentId: string; intent: string; error?: string; result?: SubmissionResult<string[]> };

/** One payment in the admin's list, with what can be done to it now. */
export function AdminPaymentCard({ payment, answer }: { payment: PaymentView; answer: PaymentAnswer | undefined }) {
  const { t, i18n } = useTranslation();
  const date = useDateText();
  const navigation = useNavigation();
  const busy = useIsPending();
  // While this payment's decision is on its way, the card already shows it: no live Confirm/Reject to press twice.
  const deciding = navigation.formData?.get("paymentId") === payment.id ? navigation.formData.get("intent") : null;
  const status = deciding === "reject" ? "rejected" : deciding === "confirm" ? "confirmed" : payment.status;
  const mine = answer?.paymentId === payment.id ? answer : undefined;
  const refundable = payment.status === "confirmed" ? toDecimal(payment.amountCents - payment.refundedCents) : 0;
  return (
    <li data-admin-payment={payment.reference} className="space-y-3 rounded-xl border border-slate-200 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-lg font-semibold text-slate-900">
            <Usd cents={payment.amountCents} />
            {payment.currency === "LBP" ? (
              <span className="ms-2 text-sm font-normal text-slate-600" dir="ltr">
                ({numberFormat(i18n.language).format(payment.amount)} LBP)
              </span>
            ) : null}
          </p>
          <p className="text-sm text-slate-700">
            {t(`credits.methods.${payment.method}`)} ·{" "}
            <span dir="ltr" className="font-mono">
              {payment.reference}
            </span>
          </p>
        </div>
        <PaymentStatusBadge status={status} />
      </div>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-xs text-slate-600">{t("credits.admin.columns.buyer")}</dt>
          <dd className="break-words text-slate-900">
            {payment.buyer.name} <span className="block text-xs text-slate-600">{payment.buyer.email}</span>
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">{t("credits.admin.columns.for")}</dt>
          <dd className="text-slate-900">
            <PaymentPurpose payment={payment} />
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">{t("credits.admin.columns.date")}</dt>
          <dd className="text-slate-900">{date(payment.createdAt, true)}</dd>
        </div>
      </dl>
      {payment.rejectionReason ? (
        <p className="text-sm text-red-800">{t("credits.payment.rejectedBecause", { reason: isolate(payment.rejectionReason) })}</p>
      ) : null}
      <FormAlert errors={mine?.error ? [mine.error] : undefined} />
      <div className="flex flex-wrap items-center gap-3">
        {status === "pending" && payment.method !== "card" ? (
          <>
            <ConfirmPaymentDialog payment={payment} disabled={busy} />
            <DecisionDialog
              intent="reject"
              paymentId={payment.id}
              reference={payment.reference}
              lastResult={mine?.intent === "reject" ? mine.result : undefined}
            />
          </>
        ) : null}
        {refundable > 0 ? (
          <DecisionDialog
            intent="refund"
            paymentId={payment.id}
            reference={payment.reference}
            maxUsd={refundable}
            lastResult={mine?.intent === "refund" ? mine.result : undefined}
          />
        ) : null}
        {payment.hasProof ? (
          <a href={`/credits/payments/${payment.id}/proof`} target="_blank" rel="noreferrer" className="text-sm font-semibold text-brand-700 underline">
            {t("credits.admin.proof")}
          </a>
        ) : null}
        {payment.receiptNumber ? (
          <Link to={`/credits/receipts/${payment.id}`} className="text-sm font-semibold text-brand-700 underline">
            {t("credits.admin.receipt")}
          </Link>
        ) : null}
      </div>
    </li>
  );
}
