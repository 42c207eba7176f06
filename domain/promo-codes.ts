// Promo codes that admins create and pause (/admin/promo-codes), and personal codes.
import { z } from "zod";
import { PAID_PLAN_IDS } from "./credits.ts";
import { normalisePromoCode } from "./plan-payment.ts";

const PROMO_CODE = /^[A-Z0-9-]{4,32}$/;

export const createPromoCodeSchema = z.object({
  // Left empty, a code is made up.
  code: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? normalisePromoCode(value) : undefined))
    .refine((value) => value === undefined || PROMO_CODE.test(value), "dashboard.promoCodeInvalid"),
  planId: z.enum(PAID_PLAN_IDS, { error: "dashboard.planRequired" }),
  durationDays: z.coerce
    .number({ error: "promote.admin.durationInvalid" })
    .int("promote.admin.durationInvalid")
    .min(1, "promote.admin.durationInvalid")
    .max(365, "promote.admin.durationInvalid"),
  maxUses: z.coerce
    .number({ error: "promote.admin.maxUsesInvalid" })
    .int("promote.admin.maxUsesInvalid")
    .min(1, "promote.admin.maxUsesInvalid")
    .max(100_000, "promote.admin.maxUsesInvalid"),
  expiresOn: z.iso.date("promote.admin.expiryInvalid").optional(),
  // A goodwill gesture: the code is that user's alone, and they are told by mail.
  ownerEmail: z
    .email("validation.emailInvalid")
    .transform((value) => value.toLowerCase())
    .optional(),
});
export type CreatePromoCodeInput = z.output<typeof createPromoCodeSchema>;

/** A user's own code still to use, as the screens show it (with its plan's name). */
export const personalCodeViewSchema = z.object({
  code: z.string(),
  planName: z.string(),
  durationDays: z.number(),
  reason: z.string().nullable().describe("Why it was given: referral or goodwill; null for none"),
  expiresAt: z.iso.datetime().nullable(),
});
export type PersonalCodeView = z.infer<typeof personalCodeViewSchema>;

export const pausePromoCodeSchema = z.object({ code: z.string().min(1), paused: z.enum(["true", "false"]).transform((value) => value === "true") });

const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** A code nobody guesses: a prefix and ten letters or digits without look-alikes, from `randomBytes`. */
export function promoCodeFrom(prefix: string, randomBytes: Uint8Array): string {
  return `${prefix}-${Array.from(randomBytes.slice(0, 10), (byte) => ALPHABET[byte % ALPHABET.length]).join("")}`;
}

/** A promo code's row as far as the redemption rules read it. */
export interface RedeemablePromo {
  planId: string;
  ownerId: string | null;
  pausedAt: Date | null;
  expiresAt: Date | null;
  usedCount: number;
  maxUses: number;
}

/** Who redeems a code, for which plan, when, and whether they redeemed it before (on any listing). */
export interface PromoRedeemer {
  userId: string;
  planId: string;
  now: Date;
  usedBefore: boolean;
}

export type PromoRefusal = "promo_not_found" | "promo_paused" | "promo_expired" | "promo_wrong_plan" | "promo_already_used" | "promo_used_up";

/**
 * Why a code may not be redeemed, or null when it may (the `expirePromo` of SPEC.md §7): unknown
 * (or someone else's personal code, which must not be told apart from an unknown one), paused,
 * past its expiry, for another plan, already used by this user, or used up. Checked in this order.
 */
export function promoRedemptionRefusal(promo: RedeemablePromo | undefined, redeemer: PromoRedeemer): PromoRefusal | null {
  if (!promo || (promo.ownerId !== null && promo.ownerId !== redeemer.userId)) return "promo_not_found";
  if (promo.pausedAt) return "promo_paused";
  if (promo.expiresAt && promo.expiresAt.getTime() <= redeemer.now.getTime()) return "promo_expired";
  if (promo.planId !== redeemer.planId) return "promo_wrong_plan";
  if (redeemer.usedBefore) return "promo_already_used";
  if (promo.usedCount >= promo.maxUses) return "promo_used_up";
  return null;
}
