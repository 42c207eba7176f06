import { and, desc, eq, gte, like, or, sql } from "drizzle-orm";
import type { Transaction } from "../db/client.server.ts";
import { creditLedger, promoCodes, promoRedemptions, propertyStatusHistory } from "../db/schema.ts";
import { addLedgerEntry } from "../credits/add-ledger-entry.server.ts";
import { ledgerTotalCents } from "../credits/credit-balance.server.ts";

/**
 * A live listing's change to Gold or Platinum refused by an admin goes back to the plan it was live
 * on (decision 0046), so what paid for the change goes back to the owner (decision 0057), in the
 * rejection's transaction: the credits spent on it since it left its live plan (one `refund` line
 * the owner's ledger names "Plan change refused"), and the use of a promo code. Runs once: the
 * rejection moves the listing out of waiting, and a second one is refused by the lifecycle.
 */
export async function returnRefusedPlanChange(tx: Transaction, listing: { id: string; ownerId: string }, now: Date): Promise<void> {
  // When the listing left its live plan: the last change of plan made while it was Approved.
  const [started] = await tx
    .select({ at: propertyStatusHistory.at })
    .from(propertyStatusHistory)
    .where(
      and(eq(propertyStatusHistory.propertyId, listing.id), eq(propertyStatusHistory.action, "changePlan"), eq(propertyStatusHistory.fromStatus, "Approved")),
    )
    .orderBy(desc(propertyStatusHistory.at))
    .limit(1);
  if (!started) return;
  const since = started.at;
  // Plan payments (`plan:`) and /editcredits moves (`edit:`) since then; a boost is not part of it.
  const spentCents = -(await ledgerTotalCents(
    tx,
    and(
      eq(creditLedger.propertyId, listing.id),
      eq(creditLedger.userId, listing.ownerId),
      gte(creditLedger.createdAt, since),
      or(like(creditLedger.note, "plan:%"), like(creditLedger.note, "edit:%")),
    ),
  ));
  if (spentCents > 0)
    await addLedgerEntry(tx, { userId: listing.ownerId, amountCents: spentCents, kind: "refund", propertyId: listing.id, note: "plan-change-refused", now });

  const redeemed = await tx
    .delete(promoRedemptions)
    .where(and(eq(promoRedemptions.propertyId, listing.id), eq(promoRedemptions.userId, listing.ownerId), gte(promoRedemptions.usedAt, since)))
    .returning({ code: promoRedemptions.code });
  for (const { code } of redeemed) {
    await tx
      .update(promoCodes)
      .set({ usedCount: sql`greatest(${promoCodes.usedCount} - 1, 0)` })
      .where(eq(promoCodes.code, code));
  }
}
