import { and, eq } from "drizzle-orm";
import { type CreditEditQuote, daysLeft, type EditTarget, quoteCreditEdit } from "../../domain/credits.ts";
import { toMinor } from "../../domain/money.ts";
import { planPriceFor } from "../../domain/dashboard.ts";
import type { ListingType } from "../../domain/listing.ts";
import type { Database, Transaction } from "../db/client.server.ts";
import { plans, properties } from "../db/schema.ts";
import { addLedgerEntry } from "../credits/add-ledger-entry.server.ts";
import { creditsSpentOnListing } from "../credits/credit-balance.server.ts";
import { AppError } from "../errors.server.ts";
import { db } from "../runtime.server.ts";
import type { Actor } from "../auth/actor.server.ts";
import { inListingTransaction } from "./apply-transition.server.ts";
import { findOwnListing } from "./own-listing.server.ts";

export type CreditEditQuotes = Partial<Record<EditTarget, CreditEditQuote>>;

/**
 * What each change of a paid listing's plan would cost or return now (decision 0025): the
 * other paid plan and Free, for the time it has left. Empty when the listing is not on a paid
 * plan or has no paid time left. Only its owner (or an admin) may ask.
 */
export async function creditEditQuotes(propertyId: string, actor: Actor, now: Date, tx: Database | Transaction = db()): Promise<CreditEditQuotes> {
  await findOwnListing(propertyId, actor, tx);
  const [row] = await tx.select().from(properties).where(eq(properties.id, propertyId));
  if (!row || row.planId === "free") return {};
  const allPlans = await tx.select().from(plans).where(eq(plans.active, true));
  const priceOf = (id: string) => {
    const plan = allPlans.find((candidate) => candidate.id === id);
    return plan ? planPriceFor(plan, row.listingType as ListingType) : 0;
  };
  const current = allPlans.find((plan) => plan.id === row.planId);
  const days = daysLeft(row, now);
  if (!current || days === 0) return {};
  const spent = await creditsSpentOnListing(tx, row.ownerId, row.id);
  const quotes: CreditEditQuotes = {};
  for (const target of ["platinum", "gold", "free"] as const) {
    if (target === row.planId) continue;
    quotes[target] = quoteCreditEdit({
      currentPrice: priceOf(row.planId),
      targetPrice: priceOf(target),
      durationDays: current.durationDays,
      days,
      target,
      creditsSpentOnListing: spent,
    });
  }
  return quotes;
}

/**
 * /editcredits: moves a paid listing to another plan for the time it has left, in one
 * transaction: the `changePlan` transition (Pending Approval, Flag `Change_from_<plan>`), the
 * owner's credits charged for an upgrade or the unused part refunded for a downgrade or a
 * cancellation, and the days left kept for the approval.
 */
export async function editListingCredits(input: { propertyId: string; actor: Actor; target: EditTarget; now?: Date }): Promise<CreditEditQuote> {
  const now = input.now ?? new Date();
  return inListingTransaction(async (tx, apply) => {
    // The listing's row locked first, so the quote and the change see the same time left.
    await tx
      .select({ id: properties.id })
      .from(properties)
      .where(and(eq(properties.id, input.propertyId), eq(properties.isDeleted, false)))
      .for("update");
    const quote = (await creditEditQuotes(input.propertyId, input.actor, now, tx))[input.target];
    if (!quote) throw new AppError("nothing_to_refund");
    const [row] = await tx.select({ ownerId: properties.ownerId }).from(properties).where(eq(properties.id, input.propertyId));
    const ownerId = row!.ownerId;
    await apply({ propertyId: input.propertyId, actor: input.actor, action: { type: "changePlan", plan: input.target }, now });
    const note = `edit:${input.target}:${quote.days}d`;
    const amountCents = quote.kind === "upgrade" ? -toMinor(quote.charge) : toMinor(quote.refund);
    if (amountCents !== 0)
      await addLedgerEntry(tx, { userId: ownerId, amountCents, kind: quote.kind === "upgrade" ? "spend" : "refund", propertyId: input.propertyId, note, now });
    await tx
      .update(properties)
      .set({ paidDays: input.target === "free" ? null : quote.days })
      .where(eq(properties.id, input.propertyId));
    return quote;
  });
}
