import { isId } from "../../domain/ids.ts";
import { AppError } from "../errors.server.ts";
import { db } from "../runtime.server.ts";
import { applyRentPaymentMoveIn } from "./apply-rent-payment-move.server.ts";
import { requireLandlordOf } from "./tenancy-access.server.ts";

/** The landlord confirms a declared payment (it gets its receipt number) or rejects it. */
export async function reviewRentPayment(
  landlordId: string,
  propertyId: string,
  paymentId: string,
  decision: "confirm" | "reject",
  now = new Date(),
): Promise<void> {
  if (!isId(paymentId)) throw new AppError("not_found");
  await db().transaction(async (tx) => {
    await requireLandlordOf(landlordId, propertyId, tx);
    await applyRentPaymentMoveIn(tx, { move: decision, by: "landlord", paymentId, propertyId, now });
  });
}
