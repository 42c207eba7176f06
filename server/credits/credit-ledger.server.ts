import { sql } from "drizzle-orm";
import { type LedgerKind, type LedgerLine, LEDGER_PAGE_SIZE } from "../../domain/credits.ts";
import { minorOfStored } from "../../domain/money.ts";
import { db } from "../runtime.server.ts";

type LedgerRow = {
  id: string;
  at: Date;
  kind: LedgerKind;
  amount: string;
  balance: string;
  property_id: string | null;
  title: string | null;
  payment_id: string | null;
  note: string | null;
};

/** The user's movements, newest first, each with the running balance after it; all of them without `page`. */
export async function creditLedgerLines(userId: string, page?: number): Promise<{ lines: LedgerLine[]; total: number }> {
  const paging = page === undefined ? sql`` : sql`limit ${LEDGER_PAGE_SIZE} offset ${(Math.max(1, page) - 1) * LEDGER_PAGE_SIZE}`;
  const { rows } = await db().execute<LedgerRow & { total: string }>(sql`
    select l.id, l.created_at as at, l.kind, l.amount_usd as amount, l.balance, l.property_id, p.title, l.payment_id, l.note, count(*) over () as total
    from (
      select *, sum(amount_usd) over (order by created_at, id) as balance
      from credit_ledger where user_id = ${userId}
    ) l
    left join properties p on p.id = l.property_id
    order by l.created_at desc, l.id desc
    ${paging}`);
  const total = rows[0] ? Number(rows[0].total) : page && page > 1 ? (await creditLedgerLines(userId, 1)).total : 0;
  return {
    total,
    lines: rows.map((row) => ({
      id: Number(row.id),
      at: new Date(row.at).toISOString(),
      kind: row.kind,
      amountCents: minorOfStored(row.amount),
      balanceCents: minorOfStored(row.balance),
      propertyId: row.property_id,
      propertyTitle: row.title,
      paymentId: row.payment_id,
      note: row.note,
    })),
  };
}
