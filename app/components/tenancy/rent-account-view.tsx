import { receiptLabel } from "#domain/receipts.ts";
import { formatDay, formatRent, type RentAccount, type RentPaymentLine, sumMoney } from "#domain/tenancy.ts";
import { type Money, money } from "#domain/money.ts";
import { Link } from "react-router";
import { isolate } from "#domain/bidi.ts";
import { useTranslation } from "~/i18n/use-translation";
import { ListActionButton, ListActionOutcome, type ListActions, Panel, useListActions } from "./tenancy-form.tsx";

const STATUS_STYLE = {
  paid: "bg-emerald-100 text-emerald-900",
  partly_paid: "bg-amber-100 text-amber-900",
  unpaid: "bg-slate-100 text-slate-800",
  overdue: "bg-red-100 text-red-900",
  confirmed: "bg-emerald-100 text-emerald-900",
  declared: "bg-amber-100 text-amber-900",
  rejected: "bg-slate-100 text-slate-700",
} as const;

function Badge({ tone, children }: { tone: keyof typeof STATUS_STYLE; children: string }) {
  return <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${STATUS_STYLE[tone]}`}>{children}</span>;
}

function ReviewButtons({ payment, actions }: { payment: RentPaymentLine; actions: ListActions }) {
  const { t, i18n } = useTranslation();
  const date = formatDay(payment.paidOn, i18n.language);
  const hidden = { paymentId: payment.id };
  return (
    <div className="flex gap-2">
      <ListActionButton actions={actions} intent="confirm" hidden={hidden} tone="primary" label={t("tenancy.rent.confirmLabel", { date })}>
        {t("tenancy.rent.confirm")}
      </ListActionButton>
      <ListActionButton actions={actions} intent="reject" hidden={hidden} label={t("tenancy.rent.rejectLabel", { date })}>
        {t("tenancy.rent.reject")}
      </ListActionButton>
    </div>
  );
}

function PaymentItem({
  payment,
  account,
  propertyId,
  propertyCode,
  actions,
}: {
  payment: RentPaymentLine;
  account: RentAccount;
  propertyId: string;
  propertyCode: string;
  actions: ListActions | null;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const date = formatDay(payment.paidOn, locale);
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 py-3">
      <div className="space-y-0.5">
        <p className="font-semibold text-slate-900">
          {formatRent(payment.amount, locale)}
          {payment.credited !== null && payment.amount.currency !== account.lease.unit ? (
            <span className="ms-2 text-sm font-normal text-slate-600">{t("tenancy.rent.credited", { amount: formatRent(payment.credited, locale) })}</span>
          ) : null}
        </p>
        <p className="text-sm text-slate-600">
          {date} · {t(`tenancy.methods.${payment.method}`)}
          {payment.lbpPerUsd ? ` · ${t("tenancy.rent.rate", { rate: payment.lbpPerUsd.toLocaleString(locale) })}` : ""}
        </p>
        <Badge tone={payment.status}>{t(`tenancy.paymentStatus.${payment.status}`)}</Badge>
      </div>
      <div className="flex flex-wrap items-center gap-3 text-sm">
        {payment.receiptNumber ? (
          <Link
            to={`/tenant/${propertyId}/receipts/${payment.id}`}
            aria-label={t("tenancy.rent.receiptLabel", { number: receiptLabel(propertyCode, payment.receiptNumber), date })}
            className="font-semibold text-brand-700 underline"
          >
            {t("tenancy.rent.receipt", { number: receiptLabel(propertyCode, payment.receiptNumber) })}
          </Link>
        ) : null}
        {payment.hasProof ? (
          <a href={`/tenant/${propertyId}/proofs/${payment.id}`} aria-label={t("tenancy.rent.proofLabel", { date })} className="text-brand-700 underline">
            {t("tenancy.rent.proof")}
          </a>
        ) : null}
        {actions && payment.status === "declared" ? <ReviewButtons payment={payment} actions={actions} /> : null}
      </div>
    </li>
  );
}

/** How the deposit was settled at the end, as both the landlord and the tenant read it. */
function DepositSettlementLines({ account }: { account: RentAccount }) {
  const { t, i18n } = useTranslation();
  const format = (amount: Money) => formatRent(amount, i18n.language);
  const settlement = account.depositSettlement!;
  const applied = sumMoney(
    account.payments.flatMap((payment) => (payment.method === "deposit" && payment.credited ? [payment.credited] : [])),
    account.lease.unit,
  );
  return (
    <section aria-labelledby={`deposit-${account.accountId}`} className="mt-5">
      <h3 id={`deposit-${account.accountId}`} className="text-sm font-semibold text-slate-900">
        {t("tenancy.rent.depositTitle")}
      </h3>
      <ul className="mt-1 space-y-1 text-sm text-slate-800">
        <li>{t("tenancy.rent.depositHeld", { amount: format(account.lease.deposit ?? money(0, account.lease.unit)) })}</li>
        {applied.minor > 0 ? <li>{t("tenancy.rent.depositApplied", { amount: format(applied) })}</li> : null}
        {settlement.kept.minor > 0 ? (
          <li>{t("tenancy.rent.depositKeptLine", { amount: format(settlement.kept), reason: isolate(settlement.keptReason) })}</li>
        ) : null}
        <li>{t("tenancy.rent.depositReturned", { amount: format(settlement.returned) })}</li>
      </ul>
    </section>
  );
}

/** One rent account: its balance, each period's standing and the payments with their receipts. */
export function RentAccountView({
  account,
  propertyId,
  propertyCode,
  landlord,
}: {
  account: RentAccount;
  propertyId: string;
  propertyCode: string;
  landlord: boolean;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const actions = useListActions();
  const balance = account.balance.minor;
  const balanceLabel = balance > 0 ? t("tenancy.rent.owed") : balance < 0 ? t("tenancy.rent.credit") : t("tenancy.rent.settled");
  return (
    <Panel title={landlord ? t("tenancy.rent.forTenant", { name: account.tenantName }) : t("tenancy.tabs.rent")} id={`account-${account.accountId}`}>
      <div className="flex flex-wrap items-end justify-between gap-3 rounded-lg bg-slate-50 p-4">
        <div>
          <p className="text-sm text-slate-600">{t("tenancy.rent.balance")}</p>
          <p data-testid="rent-balance" className={`text-2xl font-bold ${balance > 0 ? "text-red-800" : "text-emerald-800"}`}>
            {formatRent({ ...account.balance, minor: Math.abs(balance) }, locale)} <span className="text-sm font-semibold">{balanceLabel}</span>
          </p>
          <p className="text-sm text-slate-600">{t("tenancy.rent.paidTotal", { amount: formatRent(account.paidTotal, locale) })}</p>
        </div>
        <a
          href={`/tenant/${propertyId}/rent.csv`}
          download
          className="rounded border border-slate-400 px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-white"
        >
          {t("tenancy.rent.exportCsv")}
        </a>
      </div>
      <h3 className="mt-5 text-sm font-semibold text-slate-900">{t("tenancy.rent.periods")}</h3>
      {account.charges.length ? (
        <ul className="divide-y divide-slate-200">
          {account.charges.map((charge) => (
            <li key={charge.id} className="flex items-center justify-between gap-3 py-2 text-sm">
              <div>
                <p className="font-medium text-slate-900">
                  {formatDay(charge.periodStart, locale)} – {formatDay(charge.periodEnd, locale)}
                </p>
                <p className="text-slate-600">
                  {t("tenancy.rent.due")}: {formatDay(charge.dueOn, locale)}
                </p>
              </div>
              <div className="text-end">
                <p className="font-semibold text-slate-900">{formatRent(charge.amount, locale)}</p>
                <Badge tone={charge.status}>{t(`tenancy.periodStatus.${charge.status}`)}</Badge>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">{t("tenancy.rent.noCharges")}</p>
      )}
      <h3 className="mt-5 text-sm font-semibold text-slate-900">{t("tenancy.rent.payments")}</h3>
      {account.payments.length ? (
        <ul className="divide-y divide-slate-200">
          {account.payments.map((payment) => (
            <PaymentItem
              key={payment.id}
              payment={payment}
              account={account}
              propertyId={propertyId}
              propertyCode={propertyCode}
              actions={landlord ? actions : null}
            />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">{t("tenancy.rent.noPayments")}</p>
      )}
      {account.depositSettlement ? <DepositSettlementLines account={account} /> : null}
      <ListActionOutcome actions={actions} />
    </Panel>
  );
}
