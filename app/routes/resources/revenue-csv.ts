import { toCsv } from "#domain/csv.ts";
import { money, paidAmountText } from "#domain/money.ts";
import { revenueSummary } from "#server/payments/find-payments.server.ts";
import { refusalOf } from "#server/errors.server.ts";
import { requireUser } from "~/lib/current-user.server.ts";
import type { Route } from "./+types/revenue-csv";

/** Dollars in the CSV as payments write them ("25.00"): the one plain-text form of an amount (domain/money.ts). */
const dollars = (cents: number) => paidAmountText(money(cents, "USD"));

/** `GET /admin/payments/revenue.csv`: the revenue summary for accounting (admins only, checked in the database). */
export async function loader({ context }: Route.LoaderArgs) {
  const adminId = requireUser(context).id;
  let rows: Awaited<ReturnType<typeof revenueSummary>> = [];
  const code = await refusalOf(async () => {
    rows = await revenueSummary(adminId);
  });
  if (code) return new Response(null, { status: 403 });
  const header = ["month", "method", "payments", "received_usd", "refunded_to_credits_usd", "net_usd"];
  const lines = rows.map((row) => [
    row.month,
    row.method,
    String(row.count),
    dollars(row.grossCents),
    dollars(row.refundedCents),
    dollars(row.grossCents - row.refundedCents),
  ]);
  return new Response(toCsv([header, ...lines], { bom: true }), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": 'attachment; filename="beitna-revenue.csv"',
      "cache-control": "private, no-store",
    },
  });
}
