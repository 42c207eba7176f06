import { data } from "react-router";
import { isId } from "#domain/ids.ts";
import { AppError } from "#server/errors.server.ts";
import type { PaymentView } from "#domain/payments.ts";
import { paymentFor } from "#server/payments/find-payments.server.ts";

/** A payment for its payer or an admin; for anyone else it does not exist. */
export async function paymentOr404(viewerId: string, paymentId: string | undefined): Promise<PaymentView> {
  if (!isId(paymentId)) throw data(null, { status: 404 });
  try {
    return await paymentFor(viewerId, paymentId);
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") throw data(null, { status: 404 });
    throw error;
  }
}
