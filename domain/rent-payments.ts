// A rent payment's statuses and its allowed moves (decision 0083): the landlord records a payment
// received (confirmed at once) or reviews one the tenant declared with its proof.

export const RENT_PAYMENT_STATUSES = ["confirmed", "declared", "rejected"] as const;
export type RentPaymentStatus = (typeof RENT_PAYMENT_STATUSES)[number];
export type RentPaymentMove = "record" | "declare" | "confirm" | "reject";
/** Who moves a rent payment: the landlord of the listing, or its tenant. */
export type RentPaymentMover = "landlord" | "tenant";
export type RentPaymentRefusal = "payment_not_pending" | "forbidden";

/**
 * The allowed moves: the status each starts from ("new": the move records the payment), where it
 * goes and who makes it. A payment that goes to confirmed takes the account's next receipt number.
 */
export const RENT_PAYMENT_MOVES: Record<RentPaymentMove, { from: "new" | readonly RentPaymentStatus[]; to: RentPaymentStatus; by: RentPaymentMover }> = {
  record: { from: "new", to: "confirmed", by: "landlord" },
  declare: { from: "new", to: "declared", by: "tenant" },
  confirm: { from: ["declared"], to: "confirmed", by: "landlord" },
  reject: { from: ["declared"], to: "rejected", by: "landlord" },
};

export type RentPaymentMoveResult = { ok: true; status: RentPaymentStatus; receipt: boolean } | { ok: false; error: RentPaymentRefusal };

/** Applies `move`, made by `mover`, to a payment in `current` ("new" before it exists), or says why it is refused. */
export function moveRentPayment(current: RentPaymentStatus | "new", move: RentPaymentMove, mover: RentPaymentMover): RentPaymentMoveResult {
  const rule = RENT_PAYMENT_MOVES[move];
  if (rule.by !== mover) return { ok: false, error: "forbidden" };
  const allowed = rule.from === "new" ? current === "new" : current !== "new" && rule.from.includes(current);
  if (!allowed) return { ok: false, error: "payment_not_pending" };
  return { ok: true, status: rule.to, receipt: rule.to === "confirmed" };
}
