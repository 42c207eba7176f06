import { ledgerNoteText } from "#domain/credits.ts";
import { toCsv } from "#domain/csv.ts";
import { money, paidAmountText } from "#domain/money.ts";
import { creditLedgerLines } from "#server/credits/credit-ledger.server.ts";
import { createI18n, loadCatalog } from "#domain/i18n/i18n.ts";
import { requireUser } from "~/lib/current-user.server.ts";
import { requestContext } from "#server/http/request-context.ts";
import type { Route } from "./+types/credits-ledger-csv";

/** Dollars in the CSV as payments write them ("25.00"): the one plain-text form of an amount (domain/money.ts). */
const dollars = (cents: number) => paidAmountText(money(cents, "USD"));

/** `GET /credits/ledger.csv`: every movement of the signed-in user, in their language, UTF-8 with a BOM (Excel). */
export async function loader({ context }: Route.LoaderArgs) {
  const user = requireUser(context);
  const { locale } = context.get(requestContext);
  await loadCatalog(locale);
  const { t } = createI18n(locale);
  const { lines } = await creditLedgerLines(user.id);
  const header = ["date", "movement", "amount", "listing", "balance", "note"].map((column) => t(`credits.columns.${column}` as "credits.columns.date"));
  const rows = lines.map((line) => [
    line.at,
    t(`credits.kinds.${line.kind}`),
    dollars(line.amountCents),
    line.propertyTitle ?? "",
    dollars(line.balanceCents),
    line.kind === "adjustment" || line.kind === "refund" ? ledgerNoteText(line.note, t) : "",
  ]);
  return new Response(toCsv([header, ...rows], { bom: true }), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": 'attachment; filename="beitna-credits.csv"',
      "cache-control": "private, no-store",
    },
  });
}
