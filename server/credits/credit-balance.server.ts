import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import { toDecimal } from "../../domain/money.ts";
import type { Database, Transaction } from "../db/client.server.ts";
import { creditLedger } from "../db/schema.ts";
import { db } from "../runtime.server.ts";

/** The signed ledger rows that match, added up in cents. */
export async function ledgerTotalCents(tx: Database | Transaction, where: SQL | undefined): Promise<number> {
  const [row] = await tx
    .select({ total: sql`coalesce(sum(${creditLedger.amountCents}), 0)`.mapWith(creditLedger.amountCents) })
    .from(creditLedger)
    .where(where);
  return row?.total ?? 0;
}

/** A user's credit balance in cents: the sum of their signed ledger rows. */
export async function creditBalanceCents(userId: string, tx: Database | Transaction = db()): Promise<number> {
  return ledgerTotalCents(tx, eq(creditLedger.userId, userId));
}

/** A user's credit balance in USD, as screens show it. */
export async function creditBalance(userId: string, tx: Database | Transaction = db()): Promise<number> {
  return toDecimal(await creditBalanceCents(userId, tx));
}

/** What the user spent on a listing and has not had back, in USD: the most a refund may return. */
export async function creditsSpentOnListing(tx: Database | Transaction, userId: string, propertyId: string): Promise<number> {
  return -toDecimal(
    await ledgerTotalCents(tx, and(eq(creditLedger.userId, userId), eq(creditLedger.propertyId, propertyId), inArray(creditLedger.kind, ["spend", "refund"]))),
  );
}
