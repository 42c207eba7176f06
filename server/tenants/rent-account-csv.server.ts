import { receiptLabel } from "../../domain/receipts.ts";
import { toCsv } from "../../domain/csv.ts";
import { toDecimal, toMinor } from "../../domain/money.ts";
import type { RentAccount } from "../../domain/tenancy.ts";

const HEADER = [
  "tenant",
  "date",
  "entry",
  "period_start",
  "period_end",
  "due_on",
  "status",
  "amount",
  "currency",
  "lbp_per_usd",
  "credited",
  "method",
  "cheque",
  "receipt",
  "balance",
];

/** How a property's receipts are numbered: its reference, or the first characters of its id. */
export function propertyCode(property: { id: string; reference: string }): string {
  return property.reference.trim() || property.id.slice(0, 8).toUpperCase();
}

/**
 * A rent account as CSV (one line per charge and per confirmed payment, by date, with the running
 * balance in the account's currency), with the BOM. Column names are English and stable, for spreadsheets.
 */
export function rentAccountCsv(rentAccounts: readonly RentAccount[], propertyCode: string): string {
  const rows: string[][] = [HEADER];
  for (const account of rentAccounts) {
    const entries = [
      ...account.charges.map((charge) => ({ date: charge.dueOn, order: 0, charge, payment: null })),
      ...account.payments.filter((payment) => payment.status === "confirmed").map((payment) => ({ date: payment.paidOn, order: 1, charge: null, payment })),
    ].sort((a, b) => a.date.localeCompare(b.date) || a.order - b.order);
    let balanceMinor = 0;
    for (const entry of entries) {
      if (entry.charge) {
        balanceMinor += toMinor(entry.charge.amount);
        const c = entry.charge;
        rows.push([
          account.tenantName,
          c.dueOn,
          "charge",
          c.periodStart,
          c.periodEnd,
          c.dueOn,
          c.status,
          String(c.amount),
          account.lease.unit,
          "",
          "",
          "",
          "",
          "",
          String(toDecimal(balanceMinor)),
        ]);
      } else if (entry.payment) {
        const p = entry.payment;
        balanceMinor -= toMinor(p.credited ?? 0);
        const receipt = p.receiptNumber ? receiptLabel(propertyCode, p.receiptNumber) : "";
        const cheque = p.chequeNumber ? `${p.chequeNumber} ${p.chequeDate ?? ""}`.trim() : "";
        rows.push([
          account.tenantName,
          p.paidOn,
          "payment",
          "",
          "",
          "",
          p.status,
          String(p.amount),
          p.unit,
          p.lbpPerUsd ? String(p.lbpPerUsd) : "",
          String(p.credited ?? ""),
          p.method,
          cheque,
          receipt,
          String(toDecimal(balanceMinor)),
        ]);
      }
    }
    // The deposit's settlement at the end (what went to arrears is a payment above): no effect on the balance.
    const settled = account.depositSettlement;
    if (settled && account.endedOn) {
      if (settled.kept > 0)
        rows.push([
          account.tenantName,
          account.endedOn,
          "deposit_kept",
          "",
          "",
          "",
          settled.keptReason,
          String(settled.kept),
          account.lease.unit,
          "",
          "",
          "",
          "",
          "",
          String(toDecimal(balanceMinor)),
        ]);
      rows.push([
        account.tenantName,
        account.endedOn,
        "deposit_returned",
        "",
        "",
        "",
        "",
        String(settled.returned),
        account.lease.unit,
        "",
        "",
        "",
        "",
        "",
        String(toDecimal(balanceMinor)),
      ]);
    }
  }
  return toCsv(rows, { bom: true });
}
