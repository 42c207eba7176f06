import { Link } from "react-router";
import type { PaymentView } from "#domain/payments.ts";
import { useTranslation } from "~/i18n/use-translation";
import { PaymentStatusBadge, Usd, useDateText } from "./credit-parts.tsx";

/** The user's recent payments, each with its details page and, once confirmed, its receipt. */
export function PaymentsList({ payments }: { payments: PaymentView[] }) {
  const { t } = useTranslation();
  const date = useDateText();
  return (
    <section aria-labelledby="payments-heading" className="space-y-3">
      <h2 id="payments-heading" className="text-xl font-semibold text-slate-900">
        {t("credits.paymentsTitle")}
      </h2>
      {payments.length === 0 ? (
        <p className="text-slate-700">{t("credits.paymentsEmpty")}</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
          {payments.map((payment) => (
            <li key={payment.id} data-payment={payment.reference} className="px-4 py-3">
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">
                    <Usd cents={payment.amountCents} /> · {t(`credits.methods.${payment.method}`)}
                  </p>
                  <p className="text-xs text-slate-600">
                    <span dir="ltr">{payment.reference}</span> · {date(payment.createdAt)}
                  </p>
                </div>
                <PaymentStatusBadge status={payment.status} />
              </div>
              <div className="mt-1.5 flex gap-4 text-sm font-semibold">
                <Link
                  to={`/credits/payments/${payment.id}`}
                  className="text-brand-700 hover:underline"
                  aria-label={`${t("credits.viewPayment")} ${payment.reference}`}
                >
                  {t("credits.viewPayment")}
                </Link>
                {payment.receiptNumber ? (
                  <Link
                    to={`/credits/receipts/${payment.id}`}
                    className="text-brand-700 hover:underline"
                    aria-label={`${t("credits.viewReceipt")} ${payment.reference}`}
                  >
                    {t("credits.viewReceipt")}
                  </Link>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
