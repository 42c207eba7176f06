import { formatReceiptNumber } from "#domain/receipts.ts";
import { data } from "react-router";
import { formatUsd } from "#domain/credits.ts";
import { toDecimal } from "#domain/money.ts";
import { priceIn } from "#domain/payments.ts";
import { numberFormat } from "#domain/intl.ts";
import { PaymentPurpose } from "~/components/credits/payment-details.tsx";
import { useDateText } from "~/components/credits/credit-parts.tsx";
import { PrintButton } from "~/components/credits/print-button.tsx";
import { PageTitle } from "~/components/page-title.tsx";
import { useTranslation } from "~/i18n/use-translation";
import { requireUser } from "~/lib/current-user.server.ts";
import { paymentOr404 } from "~/lib/payment-or-404.server.ts";
import type { Route } from "./+types/receipt";

export async function loader({ params, context }: Route.LoaderArgs) {
  const payment = await paymentOr404(requireUser(context).id, params.paymentId);
  if (payment.receiptNumber === null) throw data(null, { status: 404 });
  return { payment, receiptNumber: payment.receiptNumber };
}

/** The printable receipt of a confirmed payment, for its payer and admins. */
export default function Receipt({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const date = useDateText();
  const { payment, receiptNumber } = loaderData;
  const number = formatReceiptNumber(receiptNumber);
  const lbp = payment.currency === "LBP" ? payment.amount : toDecimal(priceIn(payment.amountCents, "LBP", payment.lbpPerUsd).minor);
  const digits = numberFormat(i18n.language);
  const rows: Array<[string, React.ReactNode]> = [
    [t("credits.receipt.number"), <span dir="ltr">{number}</span>],
    [t("credits.receipt.date"), date(payment.confirmedAt ?? payment.createdAt, true)],
    [t("credits.receipt.buyer"), `${payment.buyer.name} (${payment.buyer.email})`],
    [t("credits.receipt.method"), t(`credits.methods.${payment.method}`)],
    [t("credits.receipt.reference"), <span dir="ltr">{payment.reference}</span>],
    [t("credits.receipt.item"), <PaymentPurpose payment={payment} />],
    [
      t("credits.receipt.amountUsd"),
      <span dir="ltr" className="font-semibold">
        {formatUsd(toDecimal(payment.amountCents), i18n.language)}
      </span>,
    ],
    [
      t("credits.receipt.amountLbp"),
      <span>
        <span dir="ltr">{digits.format(lbp)} LBP</span>
        <span className="block text-xs text-slate-600">{t("credits.receipt.rate", { rate: digits.format(payment.lbpPerUsd) })}</span>
      </span>,
    ],
  ];
  return (
    <div className="mx-auto max-w-2xl px-4 py-8 print:p-0">
      <div className="print:hidden">
        <PageTitle title={t("credits.receipt.title", { number })} />
      </div>
      <article data-receipt={number} className="mt-6 rounded-2xl border border-slate-200 p-6 print:mt-0 print:border-0">
        <header className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-200 pb-4">
          <div>
            <p className="text-2xl font-bold text-brand-700">{t("common.appName")}</p>
            <p className="text-sm text-slate-600">{t("credits.receipt.issuer")}</p>
          </div>
          <h2 className="text-lg font-semibold text-slate-900">{t("credits.receipt.heading")}</h2>
        </header>
        <dl className="divide-y divide-slate-100 text-sm">
          {rows.map(([term, value]) => (
            <div key={term} className="grid grid-cols-1 gap-1 py-2.5 sm:grid-cols-3">
              <dt className="text-slate-600">{term}</dt>
              <dd className="text-slate-900 sm:col-span-2">{value}</dd>
            </div>
          ))}
        </dl>
        {payment.refundedCents > 0 ? (
          <p className="mt-3 text-sm text-slate-700">{t("credits.receipt.refunded", { amount: formatUsd(toDecimal(payment.refundedCents), i18n.language) })}</p>
        ) : null}
      </article>
      <PrintButton label={t("credits.receipt.print")} />
    </div>
  );
}
