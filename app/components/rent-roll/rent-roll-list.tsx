import { Link } from "react-router";
import { isolate } from "#domain/bidi.ts";
import { formatAmount, type Money } from "#domain/money.ts";
import type { RentRollRow } from "#domain/rent-roll.ts";
import { formatDay } from "#domain/tenancy.ts";
import { useTranslation } from "~/i18n/use-translation";

/** The rent roll's rows, one card per tenancy (phones first): the home and tenant, what is owed, the next charge, open issues. */
export function RentRollList({ rows }: { rows: RentRollRow[] }) {
  const { t, i18n } = useTranslation();
  const money = (amount: Money) => formatAmount(amount, i18n.language, { maximumFractionDigits: amount.currency === "USD" ? 2 : 0 });
  const day = (iso: string) => formatDay(iso, i18n.language);
  return (
    <ul className="space-y-3">
      {rows.map((row) => (
        <li key={`${row.propertyId}-${row.tenantId}`}>
          <article className={`rounded-xl border bg-white p-4 ${row.overdueSince ? "border-red-300" : "border-slate-200"}`}>
            <h2 className="text-lg font-semibold">
              <Link
                to={`/tenant/${row.propertyId}/rent`}
                aria-label={t("tenancy.rentRoll.open", { tenant: isolate(row.tenantName), home: isolate(row.title) })}
                className="text-brand-700 underline"
                dir="auto"
              >
                {row.title}
              </Link>
            </h2>
            <p className="text-sm text-slate-700">
              <span className="sr-only">{t("tenancy.rentRoll.tenant")}: </span>
              <bdi>{row.tenantName}</bdi>
              {row.endedOn ? <span className="ms-2 text-slate-600">· {t("tenancy.rentRoll.ended", { date: day(row.endedOn) })}</span> : null}
            </p>
            <dl className="mt-3 grid grid-cols-1 gap-2 text-sm sm:grid-cols-3">
              <div>
                <dt className="font-medium text-slate-600">{t("tenancy.rentRoll.owed")}</dt>
                <dd className="text-base font-semibold text-slate-900">
                  {row.owed.minor > 0
                    ? money(row.owed)
                    : row.owed.minor < 0
                      ? t("tenancy.rentRoll.credit", { amount: money({ ...row.owed, minor: -row.owed.minor }) })
                      : t("tenancy.rentRoll.settled")}
                </dd>
                {row.overdueSince ? (
                  <dd className="font-semibold text-red-700">{t("tenancy.rentRoll.overdue", { amount: money(row.overdue), date: day(row.overdueSince) })}</dd>
                ) : null}
              </div>
              <div>
                <dt className="font-medium text-slate-600">{t("tenancy.rentRoll.next")}</dt>
                <dd className="text-slate-900">
                  {row.next ? t("tenancy.rentRoll.nextOn", { amount: money(row.next.amount), date: day(row.next.dueOn) }) : t("tenancy.rentRoll.noNext")}
                </dd>
              </div>
              <div>
                <dt className="font-medium text-slate-600">{t("tenancy.rentRoll.issues")}</dt>
                <dd className="text-slate-900">
                  {row.openIssues ? t("tenancy.rentRoll.issuesCount", { count: row.openIssues }) : t("tenancy.rentRoll.noIssues")}
                </dd>
              </div>
            </dl>
          </article>
        </li>
      ))}
    </ul>
  );
}
