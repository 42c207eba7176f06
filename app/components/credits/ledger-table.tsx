import { Link } from "react-router";
import { LEDGER_PAGE_SIZE, ledgerNoteText } from "#domain/credits.ts";
import type { LedgerLine } from "#domain/credits.ts";
import { Pagination } from "~/components/admin/admin-parts.tsx";
import { useTranslation } from "~/i18n/use-translation";
import { Usd, useDateText } from "./credit-parts.tsx";

/** The movements with their running balance; on a phone each row keeps date, movement and listing together. */
export function LedgerTable({ lines, total, page }: { lines: LedgerLine[]; total: number; page: number }) {
  const { t } = useTranslation();
  const date = useDateText();
  return (
    <section aria-labelledby="ledger-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="ledger-heading" className="text-xl font-semibold text-slate-900">
          {t("credits.ledgerTitle")}
        </h2>
        {total > 0 ? (
          <a href="/credits/ledger.csv" download className="rounded border border-slate-300 px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-slate-50">
            {t("credits.downloadCsv")}
          </a>
        ) : null}
      </div>
      {lines.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-700">{t("credits.ledgerEmpty")}</p>
      ) : (
        <div className="overflow-hidden rounded-xl border border-slate-200">
          <table className="w-full text-sm" data-ledger>
            <thead className="bg-slate-50 text-start text-xs uppercase tracking-wide text-slate-600">
              <tr>
                <th scope="col" className="px-3 py-2 text-start font-semibold">
                  {t("credits.columns.movement")}
                </th>
                <th scope="col" className="hidden px-3 py-2 text-start font-semibold sm:table-cell">
                  {t("credits.columns.listing")}
                </th>
                <th scope="col" className="px-3 py-2 text-end font-semibold">
                  {t("credits.columns.amount")}
                </th>
                <th scope="col" className="px-3 py-2 text-end font-semibold">
                  {t("credits.columns.balance")}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {lines.map((line) => (
                <tr key={line.id} data-kind={line.kind}>
                  <td className="px-3 py-2.5 align-top">
                    <span className="block font-medium text-slate-900">{t(`credits.kinds.${line.kind}`)}</span>
                    <span className="block text-xs text-slate-600">{date(line.at)}</span>
                    {line.propertyTitle ? <span className="block text-xs text-slate-700 sm:hidden">{line.propertyTitle}</span> : null}
                    {line.kind === "adjustment" || line.kind === "refund" ? (
                      <span className="block text-xs text-slate-600">{ledgerNoteText(line.note, t)}</span>
                    ) : null}
                  </td>
                  <td className="hidden px-3 py-2.5 align-top text-slate-800 sm:table-cell">
                    {line.propertyId && line.propertyTitle ? (
                      <Link to={`/property/${line.propertyId}`} className="text-brand-700 hover:underline">
                        {line.propertyTitle}
                      </Link>
                    ) : (
                      "—"
                    )}
                  </td>
                  <td className="px-3 py-2.5 text-end align-top font-semibold">
                    <Usd cents={line.amountCents} signed className={line.amountCents < 0 ? "text-red-700" : "text-emerald-700"} />
                  </td>
                  <td className="px-3 py-2.5 text-end align-top text-slate-900">
                    <Usd cents={line.balanceCents} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={page} total={total} pageSize={LEDGER_PAGE_SIZE} search={new URLSearchParams()} />
    </section>
  );
}
