/**
 * Every typed failure of Beitna, in one table: the HTTP status it answers with, the catalog key
 * of its message (the web shows it, the API sends it in the caller's language), the number an
 * app written for the old backend knows it by (SPEC.md §8: 101, 209), and the wording a screen
 * uses instead of the default where the same code means something narrower there.
 */

/** A screen whose messages for some codes are its own. */
export type ErrorSurface = "admin" | "listingForm" | "listingPage";

interface ErrorEntry {
  status: number;
  /** Catalog key of the message: the web's default and the API's. */
  message: string;
  /** The old backend's code (SPEC.md §8), sent as the API's `error.code` instead of the name. */
  legacyCode?: number;
  /** Narrower wordings per screen. */
  on?: Partial<Record<ErrorSurface, string>>;
}

export const ERROR_TABLE = {
  not_found: {
    status: 404,
    message: "dashboard.errors.not_found",
    on: { admin: "admin.errors.not_found", listingForm: "listingForm.areaRequired", listingPage: "listingPage.share.listingUnknown" },
  },
  forbidden: { status: 403, message: "dashboard.errors.forbidden", on: { admin: "admin.errors.forbidden", listingPage: "listingPage.contact.ownerOnly" } },
  photo_not_found: { status: 400, message: "listingForm.photoInvalid" },
  // An admin may not revoke their own Admin role (the console must keep someone in).
  own_admin_role: { status: 409, message: "admin.errors.own_admin_role" },
  rate_limited: { status: 429, message: "errors.tooManyAttempts", on: { listingPage: "listingPage.share.tooMany" } },
  transition_not_allowed: { status: 409, message: "dashboard.errors.transition_not_allowed", on: { admin: "admin.errors.transition_not_allowed" } },
  same_plan: { status: 409, message: "dashboard.errors.same_plan" },
  free_listings_only: { status: 409, message: "dashboard.errors.free_listings_only" },
  not_expired_yet: { status: 409, message: "dashboard.errors.not_expired_yet" },
  listing_taken: { status: 409, message: "dashboard.errors.listing_taken" },
  reason_required: { status: 400, message: "admin.errors.reason_required" },
  // The change an admin would revert is no longer the listing's price (a later change, or reverted already).
  price_not_revertable: { status: 409, message: "admin.errors.price_not_revertable" },
  payment_required: { status: 400, message: "dashboard.errors.payment_required" },
  insufficient_credits: { status: 402, message: "dashboard.errors.insufficient_credits", on: { admin: "credits.errors.adjustBelowZero" } },
  promo_not_found: { status: 400, message: "dashboard.errors.promo_not_found" },
  promo_expired: { status: 409, message: "dashboard.errors.promo_expired" },
  promo_used_up: { status: 409, message: "dashboard.errors.promo_used_up" },
  promo_wrong_plan: { status: 400, message: "dashboard.errors.promo_wrong_plan" },
  promo_already_used: { status: 409, message: "dashboard.errors.promo_already_used" },
  promo_paused: { status: 409, message: "dashboard.errors.promo_paused" },
  promo_code_taken: { status: 409, message: "admin.errors.promo_code_taken" },
  boost_cooldown: { status: 409, message: "dashboard.errors.boost_cooldown" },
  nothing_to_refund: { status: 409, message: "dashboard.errors.nothing_to_refund" },
  paid_time_left: { status: 409, message: "dashboard.errors.paid_time_left" },
  renewal_required: { status: 409, message: "dashboard.errors.renewal_required" },
  // Accounts and the API.
  invalid_payload: { status: 400, message: "errors.invalidPayload" },
  // Sign-up with an address that has an account (SPEC.md §8 'Registered Account').
  account_exists: { status: 409, message: "errors.accountExists" },
  invalid_credentials: { status: 401, message: "errors.loginIncorrect", legacyCode: 101 },
  email_not_verified: { status: 403, message: "errors.unverified" },
  current_password_wrong: { status: 403, message: "errors.currentPasswordWrong" },
  // A change of email to the address the account already has (better-auth answers it with a 400 of its own).
  email_unchanged: { status: 409, message: "errors.emailUnchanged" },
  sign_in_required: { status: 401, message: "errors.signInRequired" },
  session_expired: { status: 401, message: "errors.sessionExpired", legacyCode: 209 },
  unknown_function: { status: 404, message: "errors.unknownFunction" },
  // A JSON body (or any body on the API) past its limit: the API's 64 kB, or server/http/body-limit.server.ts's 1 MB.
  payload_too_large: { status: 413, message: "errors.payloadTooLarge" },
  // A page's form (urlencoded or multipart) posted more than server/http/body-limit.server.ts allows.
  form_too_large: { status: 413, message: "errors.formTooLarge" },
  // More requests than this process takes at once (server/http/overload.server.ts).
  overloaded: { status: 503, message: "errors.overloaded" },
  idempotency_conflict: { status: 409, message: "errors.idempotencyConflict" },
  // A write posted by another site's page (server/http/same-origin.server.ts).
  cross_site_request: { status: 403, message: "errors.crossSiteRequest" },
  // A listing photo sent to the API's upload: too big to read, or not a photo we can use.
  file_too_large: { status: 413, message: "errors.fileTooLarge" },
  image_rejected: { status: 422, message: "errors.imageRejected" },
  // Tenancy files and actions (decision 0029).
  tenancy_file_too_large: { status: 413, message: "errors.tenancyFileTooLarge" },
  tenancy_file_rejected: { status: 415, message: "errors.tenancyFileRejected" },
  tenancy_ended: { status: 403, message: "tenancy.errors.tenancy_ended" },
  deposit_kept_too_much: { status: 422, message: "tenancy.errors.deposit_kept_too_much" },
  inspection_missing: { status: 409, message: "errors.inspectionMissing" },
  // Insights and notifications (decision 0027).
  insights_export_failed: { status: 422, message: "errors.insightsExportFailed" },
  unsubscribe_link_invalid: { status: 400, message: "errors.unsubscribeLinkInvalid" },
  saved_search_limit: { status: 409, message: "errors.savedSearchLimit" },
  // Requests and offers (decision 0026).
  request_closed: { status: 409, message: "requests.errors.closed" },
  request_not_a_tour: { status: 409, message: "requests.errors.notATour" },
  request_answer_not_allowed: { status: 409, message: "requests.errors.answerNotAllowed" },
  request_time_not_offered: { status: 400, message: "requests.errors.timeNotOffered" },
  request_not_expired: { status: 409, message: "requests.errors.notExpired" },
  messages_not_accepted: { status: 403, message: "requests.errors.messagesNotAccepted" },
  sender_blocked: { status: 403, message: "requests.errors.blocked" },
  conversation_limit: { status: 429, message: "requests.errors.dailyLimit" },
  offer_closed: { status: 409, message: "offers.errors.closed" },
  offer_expired: { status: 409, message: "offers.errors.expired" },
  offer_not_your_turn: { status: 409, message: "offers.errors.notYourTurn" },
  offer_move_not_allowed: { status: 403, message: "offers.errors.moveNotAllowed" },
  offer_not_expired: { status: 409, message: "offers.errors.notExpired" },
  offer_already_open: { status: 409, message: "offers.errors.alreadyOpen" },
  offer_not_accepted: { status: 409, message: "offers.errors.notAccepted" },
  offer_counter_not_better: { status: 409, message: "offers.errors.counterNotBetter" },
  offer_counter_backwards: { status: 409, message: "offers.errors.counterBackwards" },
  offer_above_asking: { status: 409, message: "offers.errors.askingUnconfirmed" },
  offer_far_below_asking: { status: 409, message: "offers.errors.askingUnconfirmed" },
  // Tenancies (issue 16): invitation links, leases and rent payments.
  invitation_unknown: { status: 404, message: "tenancy.errors.invitation_unknown" },
  invitation_used: { status: 410, message: "tenancy.errors.invitation_used" },
  invitation_revoked: { status: 410, message: "tenancy.errors.invitation_revoked" },
  invitation_expired: { status: 410, message: "tenancy.errors.invitation_expired" },
  invitation_wrong_account: { status: 403, message: "tenancy.errors.invitation_wrong_account" },
  already_registered: { status: 409, message: "tenancy.errors.already_registered" },
  already_tenant: { status: 409, message: "tenancy.errors.already_tenant" },
  lease_required: { status: 409, message: "tenancy.errors.lease_required" },
  // Credits and payments (decision 0024); the two proof codes also serve a tenant's declared rent payment.
  payment_amount_mismatch: { status: 400, message: "credits.errors.payment_amount_mismatch" },
  // More decimals than the currency is paid in (decision 0044): never rounded to a price.
  amount_not_exact: { status: 400, message: "credits.errors.amount_not_exact" },
  no_plan_waiting: { status: 409, message: "credits.errors.no_plan_waiting" },
  card_unavailable: { status: 409, message: "credits.errors.card_unavailable" },
  card_gateway_unavailable: { status: 502, message: "credits.errors.card_gateway_unavailable" },
  payment_not_pending: { status: 409, message: "credits.errors.payment_not_pending" },
  payment_not_confirmed: { status: 409, message: "credits.errors.payment_not_confirmed" },
  refund_exceeds_payment: { status: 409, message: "credits.errors.refund_exceeds_payment" },
  proof_rejected: { status: 422, message: "credits.errors.proof_rejected" },
  user_not_found: { status: 404, message: "credits.errors.user_not_found" },
  // PostgreSQL cannot be reached for now (decision 0041): answered with Retry-After.
  database_unavailable: { status: 503, message: "errors.unavailable" },
  internal: { status: 500, message: "errors.generic" },
} as const satisfies Record<string, ErrorEntry>;

export type ErrorCode = keyof typeof ERROR_TABLE;

/**
 * Screens that explain only some codes: the rest read the screen's general refusal. The admin
 * console explains what an admin can act on; the posting form what the owner can fix.
 */
const SURFACE_EXPLAINS: Partial<Record<ErrorSurface, { codes: ReadonlySet<ErrorCode>; otherwise: string }>> = {
  admin: {
    codes: new Set([
      "forbidden",
      "not_found",
      "transition_not_allowed",
      "reason_required",
      "own_admin_role",
      "insufficient_credits",
      "payment_not_pending",
      "payment_not_confirmed",
      "refund_exceeds_payment",
      "user_not_found",
      "promo_code_taken",
      "price_not_revertable",
    ]),
    otherwise: "errors.generic",
  },
  listingForm: {
    codes: new Set([
      "not_found",
      "photo_not_found",
      "payment_required",
      "insufficient_credits",
      "promo_not_found",
      "promo_expired",
      "promo_used_up",
      "promo_wrong_plan",
      "promo_already_used",
      "promo_paused",
    ]),
    otherwise: "listingEditor.cannotEdit",
  },
};

export function errorStatus(code: ErrorCode): number {
  return ERROR_TABLE[code].status;
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && Object.hasOwn(ERROR_TABLE, value);
}

/** The catalog key a screen shows for `code` (the table's default without a surface). */
export function errorMessageKey(code: ErrorCode, surface?: ErrorSurface): string {
  const entry: ErrorEntry = ERROR_TABLE[code];
  if (!surface) return entry.message;
  const explains = SURFACE_EXPLAINS[surface];
  if (explains && !explains.codes.has(code)) return explains.otherwise;
  return entry.on?.[surface] ?? entry.message;
}

/** The API's `error.code`: the old backend's number where it had one, else the name. */
export function apiErrorCode(code: ErrorCode): string | number {
  const entry: ErrorEntry = ERROR_TABLE[code];
  return entry.legacyCode ?? code;
}
