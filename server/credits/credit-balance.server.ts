import { and, eq, inArray, sum } from "drizzle-orm";
import type { Database, Transaction } from "../db/client.server.ts";
import { creditLedger } from "../db/schema.ts";
import { db } from "../runtime.server.ts";

/** A user's credit balance in USD: the sum of their signed ledger rows. */
export async function creditBalance(userId: string, tx: Database | Transaction = db()): Promise<number> {
  const [row] = await tx.select({ total: sum(creditLedger.amountUsd) }).from(creditLedger).where(eq(creditLedger.userId, userId));
  return Number(row?.total ?? 0);
}

/** What the user spent on a listing and has not had back, in USD: the most a refund may return. */
export async function creditsSpentOnListing(tx: Database | Transaction, userId: string, propertyId: string): Promise<number> {
  const [row] = await tx
    .select({ total: sum(creditLedger.amountUsd) })
    .from(creditLedger)
    .where(and(eq(creditLedger.userId, userId), eq(creditLedger.propertyId, propertyId), inArray(creditLedger.kind, ["spend", "refund"])));
  return -Number(row?.total ?? 0);
}
