import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { isLocale } from "../../domain/locale.ts";
import { promoCodeFrom } from "../../domain/promo-codes.ts";
import type { Transaction } from "../db/client.server.ts";
import { plans, promoCodes, users } from "../db/schema.ts";
import { publicUrl } from "../env.server.ts";
import { queueMail } from "../mail/queue-mail.server.ts";
import { runtime } from "../runtime.server.ts";

/**
 * Gives a user a personal promo code (a referral reward, a goodwill gesture) inside the
 * caller's transaction and queues its Promo Code mail in their language. A second referral
 * reward for the same user is not created (promo_codes_referral_reward_key): null then.
 */
export async function grantPersonalPromoCode(
  tx: Transaction,
  input: {
    userId: string;
    planId: "gold" | "platinum";
    durationDays: number;
    reason: "referral" | "goodwill";
    code?: string;
    expiresAt?: Date | null;
    createdBy?: string | null;
  },
): Promise<string | null> {
  const code = input.code ?? promoCodeFrom(input.reason === "referral" ? "FRIENDS" : "GIFT", randomBytes(10));
  const [created] = await tx
    .insert(promoCodes)
    .values({
      code,
      planId: input.planId,
      durationDays: input.durationDays,
      maxUses: 1,
      ownerId: input.userId,
      reason: input.reason,
      expiresAt: input.expiresAt ?? null,
      createdBy: input.createdBy ?? null,
    })
    .onConflictDoNothing()
    .returning({ code: promoCodes.code });
  if (!created) return null;
  const [owner] = await tx.select({ email: users.email, firstName: users.firstName, locale: users.locale }).from(users).where(eq(users.id, input.userId));
  const [plan] = await tx.select({ name: plans.name }).from(plans).where(eq(plans.id, input.planId));
  if (owner) {
    await queueMail({
      to: owner.email,
      kind: "promo-code",
      locale: isLocale(owner.locale) ? owner.locale : "en",
      data: {
        name: owner.firstName,
        url: `${publicUrl(runtime().env)}/dashboard`,
        promoCode: code,
        planName: plan?.name ?? input.planId,
        durationDays: input.durationDays,
      },
    });
  }
  return code;
}
