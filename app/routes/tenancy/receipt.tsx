import { receiptLabel } from "#domain/receipts.ts";
import { data, Link } from "react-router";
import { beirutDay } from "#domain/beirut-clock.ts";
import type { Currency } from "#domain/listing.ts";
import { money } from "#domain/money.ts";
import { amountInAccountCurrency, formatDay, formatRent } from "#domain/tenancy.ts";
import { AppError } from "#server/errors.server.ts";
import { readReceipt } from "#server/tenants/payment-files.server.ts";
import { propertyCode } from "#server/tenants/rent-account-csv.server.ts";
import { useTranslation } from "~/i18n/use-translation";
import { requireUser } from "~/lib/current-user.server.ts";
import type { Route } from "./+types/receipt";
import { Button, buttonClass } from "~/components/ui/button.tsx";

export async function loader({ context, params }: Route.LoaderArgs) {
  const user = requireUser(context);
  try {
    const receipt = await readReceipt(user.id, params.propertyId, params.paymentId);
    const { payment, account } = receipt;
    const amount = money(payment.amount, payment.unit as Currency);
    const accountUnit = account.unit as Currency;
    return {
      number: receiptLabel(propertyCode(receipt.access.property), payment.receiptNumber ?? 0),
      propertyId: receipt.access.property.id,
      property: receipt.access.property.title,
      tenantName: receipt.tenantName,
      landlordName: receipt.landlordName,
      paidOn: payment.paidOn,
      amount,
      accountUnit,
      credited: amountInAccountCurrency({ amount, lbpPerUsd: payment.lbpPerUsd }, accountUnit),
      lbpPerUsd: payment.lbpPerUsd,
      method: payment.method as "cash",
      chequeNumber: payment.chequeNumber,
      chequeDate: payment.chequeDate,
      issuedOn: beirutDay(payment.confirmedAt ?? payment.createdAt),
      prorated: receipt.proratedPeriod,
    };
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") throw data(null, { status: 404 });
    throw error;
  }
}

/** A printable receipt for one confirmed payment, numbered per rent account (decision 0028). */
export default function Receipt({ loaderData: receipt }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const row = (label: string, value: string) => (
    <div className="flex justify-between gap-4 border-b border-slate-200 py-2 text-sm">
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-medium text-slate-900">{value}</dd>
    </div>
  );
  return (
    <div className="mx-auto max-w-xl px-4 py-8">
      <title>{`${t("tenancy.receipt.title")} ${receipt.number} · ${t("common.appName")}`}</title>
      <article className="rounded-xl border border-slate-300 bg-white p-6 shadow-sm print:border-0 print:shadow-none">
        <header className="flex items-start justify-between gap-4 border-b-2 border-brand-600 pb-3">
          <h1 className="text-2xl font-bold text-slate-900">{t("tenancy.receipt.title")}</h1>
          <p className="font-mono text-sm font-semibold whitespace-nowrap text-slate-800" data-testid="receipt-number">
            {t("tenancy.receipt.number", { number: receipt.number })}
          </p>
        </header>
        <p className="my-4 text-slate-800">
          {t("tenancy.receipt.received", { tenant: receipt.tenantName, amount: formatRent(receipt.amount, locale), property: receipt.property })}
        </p>
        <dl>
          {row(t("tenancy.receipt.paidOn"), formatDay(receipt.paidOn, locale))}
          {row(t("tenancy.receipt.method"), t(`tenancy.methods.${receipt.method}`))}
          {receipt.chequeNumber && receipt.chequeDate
            ? row(t("tenancy.methods.cheque"), t("tenancy.receipt.cheque", { number: receipt.chequeNumber, date: formatDay(receipt.chequeDate, locale) }))
            : null}
          {receipt.lbpPerUsd ? row(t("tenancy.receipt.rate"), `${receipt.lbpPerUsd.toLocaleString(locale)} LBP/USD`) : null}
          {receipt.amount.currency !== receipt.accountUnit ? row(t("tenancy.receipt.credited"), formatRent(receipt.credited, locale)) : null}
          {row(t("tenancy.receipt.landlord"), receipt.landlordName)}
        </dl>
        {receipt.prorated ? (
          <p className="mt-4 text-sm text-slate-800" data-testid="receipt-prorated">
            {t("tenancy.receipt.prorated", {
              from: formatDay(receipt.prorated.periodStart, locale),
              to: formatDay(receipt.prorated.periodEnd, locale),
              days: receipt.prorated.days,
              ofDays: receipt.prorated.ofDays,
              amount: formatRent(receipt.prorated.amount, locale),
            })}
          </p>
        ) : null}
        <p className="mt-4 text-xs text-slate-500">{t("tenancy.receipt.issued", { date: formatDay(receipt.issuedOn, locale) })}</p>
      </article>
      <div className="mt-4 flex gap-3 print:hidden">
        <Button onClick={() => window.print()} className="text-sm">
          {t("tenancy.receipt.print")}
        </Button>
        <Link to={`/tenant/${receipt.propertyId}/rent`} className={buttonClass({ variant: "quiet", className: "text-sm" })}>
          {t("tenancy.receipt.back")}
        </Link>
      </div>
    </div>
  );
}
