import type { LifecycleErrorCode } from "../domain/lifecycle.ts";

/** Typed failures of the use cases, each with the HTTP status it maps to. */
export type AppErrorCode = "not_found" | "forbidden" | "photo_not_found" | "own_admin_role" | "rate_limited" | LifecycleErrorCode | PaymentErrorCode;

/** Why a plan could not be paid for (credits or a promo code). */
export type PaymentErrorCode =
  | "payment_required"
  | "insufficient_credits"
  | "promo_not_found"
  | "promo_expired"
  | "promo_used_up"
  | "promo_wrong_plan"
  | "promo_already_used"
  | "renewal_required";

export const HTTP_STATUS: Record<AppErrorCode, number> = {
  not_found: 404,
  forbidden: 403,
  photo_not_found: 400,
  // An admin may not revoke their own Admin role (the console must keep someone in).
  own_admin_role: 409,
  rate_limited: 429,
  transition_not_allowed: 409,
  same_plan: 409,
  free_listings_only: 409,
  not_expired_yet: 409,
  reason_required: 400,
  payment_required: 400,
  insufficient_credits: 402,
  promo_not_found: 400,
  promo_expired: 409,
  promo_used_up: 409,
  promo_wrong_plan: 400,
  promo_already_used: 409,
  renewal_required: 409,
};

export class AppError extends Error {
  readonly status: number;
  constructor(readonly code: AppErrorCode) {
    super(code);
    this.status = HTTP_STATUS[code];
  }
}
