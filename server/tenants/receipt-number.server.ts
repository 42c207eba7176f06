import { eq, sql } from "drizzle-orm";
import type { Transaction } from "../db/client.server.ts";
import { accounts } from "../db/schema.ts";

/**
 * The next receipt number of an account (1, 2, 3 ...): the update locks the account's row until
 * the transaction ends, so two payments confirmed at once never share a number, and a rolled-back
 * confirmation gives its number back (no gaps).
 */
export async function nextReceiptNumber(tx: Transaction, accountId: string): Promise<number> {
  const [row] = await tx
    .update(accounts)
    .set({ lastReceiptNumber: sql`${accounts.lastReceiptNumber} + 1` })
    .where(eq(accounts.id, accountId))
    .returning({ number: accounts.lastReceiptNumber });
  return row!.number;
}
