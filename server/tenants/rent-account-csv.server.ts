import { receiptLabel } from "../../domain/receipts.ts";
import { toCsv } from "../../domain/csv.ts";
import { addMoney, decimalText, money, subtractMoney } from "../../domain/money.ts";
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
    let balance = money(0, account.lease.unit);
    for (const entry of entries) {
      if (entry.charge) {
        balance = addMoney(balance, entry.charge.amount);
        const c = entry.charge;
        rows.push([
          account.tenantName,
          c.dueOn,
          "charge",
          c.periodStart,
          c.periodEnd,
          c.dueOn,
          c.status,
          decimalText(c.amount),
          account.lease.unit,
          "",
          "",
          "",
          "",
          "",
          decimalText(balance),
        ]);
      } else if (entry.payment) {
        const p = entry.payment;
        if (p.credited) balance = subtractMoney(balance, p.credited);
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
          decimalText(p.amount),
          p.amount.currency,
          p.lbpPerUsd ? String(p.lbpPerUsd) : "",
          p.credited ? decimalText(p.credited) : "",
          p.method,
          cheque,
          receipt,
          decimalText(balance),
        ]);
      }
    }
    // The deposit's settlement at the end (what went to arrears is a payment above): no effect on the balance.
    const settled = account.depositSettlement;
    if (settled && account.endedOn) {
      if (settled.kept.minor > 0)
        rows.push([
          account.tenantName,
          account.endedOn,
          "deposit_kept",
          "",
          "",
          "",
          settled.keptReason,
          decimalText(settled.kept),
          account.lease.unit,
          "",
          "",
          "",
          "",
          "",
          decimalText(balance),
        ]);
      rows.push([
        account.tenantName,
        account.endedOn,
        "deposit_returned",
        "",
        "",
        "",
        "",
        decimalText(settled.returned),
        account.lease.unit,
        "",
        "",
        "",
        "",
        "",
        decimalText(balance),
      ]);
    }
  }
  return toCsv(rows, { bom: true });
}
