import { z } from "zod";

// How a paid plan is paid for: the user's credits or a promo code (DESIGN.md "Plans, money,
// credits"). Shared by the posting form, plan changes and renewals.
export const PAYMENT_KINDS = ["credits", "promo"] as const;
export type PlanPayment = { kind: "credits" } | { kind: "promo"; code: string };

/** Promo codes are stored upper-case without spaces (promo_codes_format); people type them any way. */
export function normalisePromoCode(value: string): string {
  return value.toUpperCase().replaceAll(/\s+/g, "");
}
const PROMO_CODE = /^[A-Z0-9-]{4,32}$/;

export const planPaymentFields = {
  payment: z.enum(PAYMENT_KINDS).default("credits"),
  promoCode: z.string().trim().max(64).optional(),
};
export type PaymentFields = { payment: (typeof PAYMENT_KINDS)[number]; promoCode?: string | undefined };

/** A promo payment needs a code of the right shape; a free plan ignores the payment. */
export function checkPromoCode(value: PaymentFields, context: z.RefinementCtx) {
  if (value.payment !== "promo") return;
  if (!value.promoCode) context.addIssue({ code: "custom", path: ["promoCode"], message: "dashboard.promoCodeRequired" });
  else if (!PROMO_CODE.test(normalisePromoCode(value.promoCode))) {
    context.addIssue({ code: "custom", path: ["promoCode"], message: "dashboard.promoCodeInvalid" });
  }
}

export function paymentOf(value: PaymentFields): PlanPayment {
  return value.payment === "promo" ? { kind: "promo", code: normalisePromoCode(value.promoCode ?? "") } : { kind: "credits" };
}

/** A listing of the user's waiting for a plan, with what that plan costs them now (for /credits). */
export const planWaitSchema = z.object({
  propertyId: z.uuid(),
  title: z.string(),
  planId: z.string(),
  planName: z.string(),
  periods: z.number(),
  priceCents: z.number(),
});
export type PlanWait = z.infer<typeof planWaitSchema>;
