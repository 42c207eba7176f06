import { eq } from "drizzle-orm";
import type { LedgerKind } from "../../domain/credits.ts";
import type { Transaction } from "../db/client.server.ts";
import { creditLedger, users } from "../db/schema.ts";
import { AppError } from "../errors.server.ts";
import { creditBalanceCents } from "./credit-balance.server.ts";

export interface LedgerEntry {
  userId: string;
  /** Signed integer cents: positive earns, negative spends. */
  amountCents: number;
  kind: LedgerKind;
  propertyId?: string | null;
  paymentId?: string | null;
  note?: string | null;
  now?: Date;
}

/**
 * The one way credits move: inside the caller's transaction, one movement at a time per user
 * (the user's row is locked until the transaction ends, so two tabs spending the last credits
 * run one after the other and the second sees the first's spend; `no key update`, because rows
 * the same transaction wrote that point at the user, a status history line, hold a key-share
 * lock on it, which `for update` would wait for: a deadlock between two tabs), refused with
 * `insufficient_credits` when the balance would go below zero. Answers the balance after, in cents.
 */
export async function addLedgerEntry(tx: Transaction, entry: LedgerEntry): Promise<number> {
  if (!Number.isSafeInteger(entry.amountCents) || entry.amountCents === 0) throw new RangeError("A ledger movement is a non-zero whole number of cents");
  const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, entry.userId)).for("no key update");
  if (!user) throw new AppError("not_found");
  const after = (await creditBalanceCents(entry.userId, tx)) + entry.amountCents;
  if (after < 0) throw new AppError("insufficient_credits");
  await tx.insert(creditLedger).values({
    userId: entry.userId,
    amountCents: entry.amountCents,
    kind: entry.kind,
    propertyId: entry.propertyId ?? null,
    paymentId: entry.paymentId ?? null,
    note: entry.note ?? null,
    ...(entry.now ? { createdAt: entry.now } : {}),
  });
  return after;
}
