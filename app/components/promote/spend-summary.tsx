import { Link } from "react-router";
import { formatUsd } from "#domain/credits.ts";
import { useTranslation } from "~/i18n/use-translation";
import { Alert } from "~/components/ui/alert.tsx";

/**
 * What confirming will do, before it is done: the credits it costs (or returns), the balance
 * after, and what the listing becomes. Too few credits: said here, with the way to buy more.
 */
export function SpendSummary({ cost, refund, balance, becomes }: { cost: number | null; refund?: number; balance: number; becomes: string }) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => formatUsd(amount, i18n.language);
  const after = balance - (cost ?? 0) + (refund ?? 0);
  const short = cost !== null && after < 0;
  return (
    <section aria-labelledby="spend-summary" aria-live="polite" className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
      <h2 id="spend-summary" className="font-semibold text-slate-900">
        {t("promote.summary.title")}
      </h2>
      <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 text-sm">
        {cost !== null ? (
          <>
            <dt className="text-slate-600">{t("promote.summary.cost")}</dt>
            <dd className="text-end font-semibold text-slate-900" data-testid="spend-cost">
              {money(cost)}
            </dd>
          </>
        ) : null}
        {refund !== undefined ? (
          <>
            <dt className="text-slate-600">{t("promote.summary.refund")}</dt>
            <dd className="text-end font-semibold text-green-800" data-testid="spend-refund">
              {money(refund)}
            </dd>
          </>
        ) : null}
        <dt className="text-slate-600">{t("promote.summary.balance")}</dt>
        <dd className="text-end text-slate-900">{money(balance)}</dd>
        <dt className="text-slate-600">{t("promote.summary.after")}</dt>
        <dd className={`text-end font-semibold ${short ? "text-red-700" : "text-slate-900"}`} data-testid="spend-after">
          {cost === null && refund === undefined ? "—" : money(after)}
        </dd>
      </dl>
      <p className="mt-3 text-sm text-slate-700">{becomes}</p>
      {short ? (
        <Alert className="mt-3">
          {t("promote.summary.short", { missing: money(-after) })}{" "}
          <Link to="/credits" className="font-semibold underline">
            {t("dashboard.buyCredits")}
          </Link>
        </Alert>
      ) : null}
    </section>
  );
}
