import { and, asc, eq, gt, isNull, lt, or } from "drizzle-orm";
import type { PersonalCodeView } from "../../domain/promo-codes.ts";
import { promoCodes } from "../db/schema.ts";
import { listPlans } from "../plans/list-plans.server.ts";
import { db } from "../runtime.server.ts";

export interface PersonalPromoCode {
  code: string;
  planId: string;
  durationDays: number;
  reason: string | null;
  expiresAt: Date | null;
}

/** The signed-in user's own codes still to use (the Promo Code invitation notice shows them). */
export async function personalPromoCodes(userId: string, now: Date = new Date()): Promise<PersonalPromoCode[]> {
  return db()
    .select({
      code: promoCodes.code,
      planId: promoCodes.planId,
      durationDays: promoCodes.durationDays,
      reason: promoCodes.reason,
      expiresAt: promoCodes.expiresAt,
    })
    .from(promoCodes)
    .where(
      and(
        eq(promoCodes.ownerId, userId),
        lt(promoCodes.usedCount, promoCodes.maxUses),
        isNull(promoCodes.pausedAt),
        or(isNull(promoCodes.expiresAt), gt(promoCodes.expiresAt, now)),
      ),
    )
    .orderBy(asc(promoCodes.createdAt));
}

/** The same codes as the screens show them, with their plan's name. */
export async function personalCodesView(userId: string): Promise<PersonalCodeView[]> {
  const [codes, plans] = await Promise.all([personalPromoCodes(userId), listPlans()]);
  return codes.map((code) => ({
    code: code.code,
    planName: plans.find((plan) => plan.id === code.planId)?.name ?? code.planId,
    durationDays: code.durationDays,
    reason: code.reason,
    expiresAt: code.expiresAt?.toISOString() ?? null,
  }));
}
