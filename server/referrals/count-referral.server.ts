import { and, asc, count, eq, gte, isNotNull } from "drizzle-orm";
import { REFERRAL_WINDOW_DAYS, REFERRALS_FOR_REWARD } from "../../domain/referrals.ts";
import { plans, referrals, users } from "../db/schema.ts";
import { grantPersonalPromoCode } from "../promo/grant-promo-code.server.ts";
import { db } from "../runtime.server.ts";
import { DAY_MS } from "../../domain/days.ts";

/**
 * A new account (any sign-up: email or social) whose address was invited: the earliest
 * invitation still within its three days counts, once per address. The inviter's fifth friend
 * to count earns them a personal code for one free Gold period (mail and notice).
 */
export async function countReferralSignUp(input: { userId: string; email: string; now?: Date }): Promise<void> {
  const now = input.now ?? new Date();
  const email = input.email.toLowerCase();
  await db().transaction(async (tx) => {
    const invitations = await tx
      .select({ id: referrals.id, referrerId: referrals.referrerId, registeredAt: referrals.registeredAt })
      .from(referrals)
      .where(and(eq(referrals.inviteeEmail, email), gte(referrals.invitedAt, new Date(now.getTime() - REFERRAL_WINDOW_DAYS * DAY_MS))))
      .orderBy(asc(referrals.invitedAt))
      .for("update");
    const [counted] = await tx
      .select({ id: referrals.id })
      .from(referrals)
      .where(and(eq(referrals.inviteeEmail, email), isNotNull(referrals.registeredAt)))
      .limit(1);
    const first = invitations[0];
    if (!first || counted) return;
    await tx.update(referrals).set({ inviteeId: input.userId, registeredAt: now }).where(eq(referrals.id, first.id));

    // The inviter's row serialises their rewards with their invitations.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, first.referrerId)).for("no key update");
    const [friends] = await tx
      .select({ total: count() })
      .from(referrals)
      .where(and(eq(referrals.referrerId, first.referrerId), isNotNull(referrals.registeredAt)));
    if ((friends?.total ?? 0) < REFERRALS_FOR_REWARD) return;
    const [gold] = await tx.select({ durationDays: plans.durationDays }).from(plans).where(eq(plans.id, "gold"));
    await grantPersonalPromoCode(tx, { userId: first.referrerId, planId: "gold", durationDays: gold?.durationDays ?? 30, reason: "referral" });
  });
}
