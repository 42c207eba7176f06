import { eq, sum } from "drizzle-orm";
import type { Database, Transaction } from "../db/client.server.ts";
import { creditLedger } from "../db/schema.ts";
import { db } from "../runtime.server.ts";

/** A user's credit balance in USD: the sum of their signed ledger rows. */
export async function creditBalance(userId: string, tx: Database | Transaction = db()): Promise<number> {
  const [row] = await tx.select({ total: sum(creditLedger.amountUsd) }).from(creditLedger).where(eq(creditLedger.userId, userId));
  return Number(row?.total ?? 0);
}
