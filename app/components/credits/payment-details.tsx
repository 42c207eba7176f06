import { formatUsd } from "#domain/credits.ts";
import { usePlanName } from "~/lib/plan-name.ts";
import { toDecimal } from "#domain/money.ts";
import type { PaymentView } from "#domain/payments.ts";
import { useTranslation } from "~/i18n/use-translation";
import { PaymentStatusBadge, Usd, useDateText } from "./credit-parts.tsx";

/** What a payment buys: credits, or a plan for a listing. */
export function PaymentPurpose({ payment }: { payment: PaymentView }) {
  const { t, i18n } = useTranslation();
  const planName = usePlanName();
  if (payment.planName && payment.propertyTitle) return <>{t("credits.payment.plan", { plan: planName(payment.planName), title: payment.propertyTitle })}</>;
  return <>{t("credits.payment.credits", { amount: formatUsd(toDecimal(payment.amountCents), i18n.language) })}</>;
}

/** The payment's summary: status, amount, method, reference, date and purpose. */
export function PaymentSummary({ payment }: { payment: PaymentView }) {
  const { t } = useTranslation();
  const date = useDateText();
  const row = "flex flex-wrap justify-between gap-2 py-2";
  return (
    <dl className="divide-y divide-slate-100 rounded-xl border border-slate-200 px-4 text-sm">
      <div className={row}>
        <dt className="text-slate-600">{t("credits.admin.columns.status")}</dt>
        <dd>
          <PaymentStatusBadge status={payment.status} />
        </dd>
      </div>
      <div className={row}>
        <dt className="text-slate-600">{t("credits.admin.columns.amount")}</dt>
        <dd className="font-semibold text-slate-900">
          <Usd cents={payment.amountCents} />
        </dd>
      </div>
      <div className={row}>
        <dt className="text-slate-600">{t("credits.admin.columns.method")}</dt>
        <dd className="text-slate-900">{t(`credits.methods.${payment.method}`)}</dd>
      </div>
      <div className={row}>
        <dt className="text-slate-600">{t("credits.payment.what")}</dt>
        <dd className="text-slate-900">
          <PaymentPurpose payment={payment} />
        </dd>
      </div>
      <div className={row}>
        <dt className="text-slate-600">{t("credits.admin.columns.date")}</dt>
        <dd className="text-slate-900">{date(payment.createdAt, true)}</dd>
      </div>
    </dl>
  );
}
