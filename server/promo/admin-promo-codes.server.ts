import { randomBytes } from "node:crypto";
import { and, desc, eq, isNull } from "drizzle-orm";
import { beirutDayEnd } from "../../domain/beirut-clock.ts";
import { type CreatePromoCodeInput, promoCodeFrom } from "../../domain/promo-codes.ts";
import { promoCodes, users } from "../db/schema.ts";
import { requireAdmin } from "../admin/require-admin.server.ts";
import { recordAdminAction } from "../audit/record-admin-action.server.ts";
import { AppError } from "../errors.server.ts";
import type { Transaction } from "../db/client.server.ts";
import { db } from "../runtime.server.ts";
import { grantPersonalPromoCode } from "./grant-promo-code.server.ts";

export interface PromoCodeRow {
  code: string;
  planId: string;
  durationDays: number;
  maxUses: number;
  usedCount: number;
  expiresAt: Date | null;
  paused: boolean;
  ownerEmail: string | null;
  createdAt: Date;
}

/** /admin/promo-codes: every code, newest first. */
export async function listPromoCodes(adminId: string): Promise<PromoCodeRow[]> {
  await requireAdmin(db(), adminId);
  const rows = await db()
    .select({ code: promoCodes, ownerEmail: users.email })
    .from(promoCodes)
    .leftJoin(users, eq(users.id, promoCodes.ownerId))
    .orderBy(desc(promoCodes.createdAt), promoCodes.code)
    .limit(500);
  return rows.map(({ code, ownerEmail }) => ({
    code: code.code,
    planId: code.planId,
    durationDays: code.durationDays,
    maxUses: code.maxUses,
    usedCount: code.usedCount,
    expiresAt: code.expiresAt,
    paused: code.pausedAt !== null,
    ownerEmail,
    createdAt: code.createdAt,
  }));
}

/** An admin creates a campaign code, or a personal one for a user (who gets the Promo Code mail). */
export async function createPromoCode(adminId: string, input: CreatePromoCodeInput): Promise<string> {
  return db().transaction(async (tx) => {
    await requireAdmin(tx, adminId);
    const expiresAt = input.expiresOn ? beirutDayEnd(input.expiresOn) : null;
    const recordCreated = (tx: Transaction, code: string, terms: { maxUses: number; ownerEmail: string | null }) =>
      recordAdminAction(tx, {
        adminId,
        kind: "promo_created",
        record: { type: "promo_code", id: code },
        before: null,
        after: { planId: input.planId, durationDays: input.durationDays, expiresAt, ...terms },
      });
    if (input.code) {
      const [taken] = await tx.select({ code: promoCodes.code }).from(promoCodes).where(eq(promoCodes.code, input.code));
      if (taken) throw new AppError("promo_code_taken");
    }
    if (input.ownerEmail) {
      const [owner] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, input.ownerEmail), isNull(users.deletedAt)));
      if (!owner) throw new AppError("not_found");
      const code = await grantPersonalPromoCode(tx, {
        userId: owner.id,
        planId: input.planId,
        durationDays: input.durationDays,
        reason: "goodwill",
        code: input.code,
        expiresAt,
        createdBy: adminId,
      });
      if (!code) throw new AppError("promo_code_taken");
      await recordCreated(tx, code, { maxUses: 1, ownerEmail: input.ownerEmail });
      return code;
    }
    const code = input.code ?? promoCodeFrom("PROMO", randomBytes(10));
    await tx.insert(promoCodes).values({ code, planId: input.planId, durationDays: input.durationDays, maxUses: input.maxUses, expiresAt, createdBy: adminId });
    await recordCreated(tx, code, { maxUses: input.maxUses, ownerEmail: null });
    return code;
  });
}

/** An admin pauses a code (refused until resumed) or resumes it. */
export async function setPromoCodePaused(adminId: string, code: string, paused: boolean): Promise<void> {
  await db().transaction(async (tx) => {
    await requireAdmin(tx, adminId);
    const [before] = await tx.select({ pausedAt: promoCodes.pausedAt }).from(promoCodes).where(eq(promoCodes.code, code)).for("update");
    if (!before) throw new AppError("not_found");
    await tx
      .update(promoCodes)
      .set({ pausedAt: paused ? new Date() : null })
      .where(eq(promoCodes.code, code));
    await recordAdminAction(tx, {
      adminId,
      kind: paused ? "promo_paused" : "promo_resumed",
      record: { type: "promo_code", id: code },
      before: { paused: before.pausedAt !== null },
      after: { paused },
    });
  });
}
