import type { LifecycleErrorCode } from "../domain/lifecycle.ts";

/** Typed failures of the use cases, each with the HTTP status it maps to. */
export type AppErrorCode = "not_found" | "forbidden" | "photo_not_found" | "own_admin_role" | LifecycleErrorCode;

export const HTTP_STATUS: Record<AppErrorCode, number> = {
  not_found: 404,
  forbidden: 403,
  photo_not_found: 400,
  // An admin may not revoke their own Admin role (the console must keep someone in).
  own_admin_role: 409,
  transition_not_allowed: 409,
  same_plan: 409,
  free_listings_only: 409,
  not_expired_yet: 409,
  reason_required: 400,
};

export class AppError extends Error {
  readonly status: number;
  constructor(readonly code: AppErrorCode) {
    super(code);
    this.status = HTTP_STATUS[code];
  }
}
