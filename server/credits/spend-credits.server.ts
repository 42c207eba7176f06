import { and, eq, inArray, sum } from "drizzle-orm";
import type { Database, Transaction } from "../db/client.server.ts";
import { creditLedger, users } from "../db/schema.ts";
import { AppError } from "../errors.server.ts";
import { creditBalance } from "./credit-balance.server.ts";

/**
 * Locks the user's row for the rest of the caller's transaction, so one spender at a time
 * reads and changes their balance (two tabs cannot spend the same credits twice), and returns
 * that balance. `no key update`, not `update`: the key-share locks that foreign keys to the
 * user take (a history row naming them as actor) do not conflict with it, so two spenders
 * who both wrote such a row wait for each other instead of deadlocking.
 */
export async function lockCreditBalance(tx: Transaction, userId: string): Promise<number> {
  const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("no key update");
  if (!user) throw new AppError("not_found");
  return creditBalance(userId, tx);
}

/** Spends `amountUsd` of the user's credits on a listing, or refuses when the balance would go below zero. */
export async function spendCredits(
  tx: Transaction,
  input: { userId: string; amountUsd: number; propertyId: string | null; note: string; now: Date },
): Promise<void> {
  if (input.amountUsd <= 0) return;
  if ((await lockCreditBalance(tx, input.userId)) < input.amountUsd) throw new AppError("insufficient_credits");
  await tx.insert(creditLedger).values({
    userId: input.userId,
    amountUsd: -input.amountUsd,
    kind: "spend",
    propertyId: input.propertyId,
    note: input.note,
    createdAt: input.now,
  });
}

/** Returns the unused part of what was spent on a listing to the user's credits. */
export async function refundCredits(
  tx: Transaction,
  input: { userId: string; amountUsd: number; propertyId: string; note: string; now: Date },
): Promise<void> {
  if (input.amountUsd <= 0) return;
  await lockCreditBalance(tx, input.userId);
  await tx.insert(creditLedger).values({
    userId: input.userId,
    amountUsd: input.amountUsd,
    kind: "refund",
    propertyId: input.propertyId,
    note: input.note,
    createdAt: input.now,
  });
}

/** What the user spent on a listing and has not had back: the most a refund may return. */
export async function creditsSpentOnListing(tx: Database | Transaction, userId: string, propertyId: string): Promise<number> {
  const [row] = await tx
    .select({ total: sum(creditLedger.amountUsd) })
    .from(creditLedger)
    .where(and(eq(creditLedger.userId, userId), eq(creditLedger.propertyId, propertyId), inArray(creditLedger.kind, ["spend", "refund"])));
  return -Number(row?.total ?? 0);
}
