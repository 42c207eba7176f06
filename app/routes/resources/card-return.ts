import { data, redirect } from "react-router";
import { isId } from "#domain/ids.ts";
import { refusalOf } from "#server/errors.server.ts";
import { completeCardReturn } from "#server/payments/card-return.server.ts";
import type { PaymentStatus } from "#domain/payments.ts";
import { requireUser } from "~/lib/current-user.server.ts";
import type { Route } from "./+types/card-return";

/**
 * `GET /credits/card-return/:paymentId`: where the card gateway sends the payer back (returnUrl with
 * `resultIndicator`, or cancelUrl with `cancelled=1`). The server checks with the gateway, then
 * shows the outcome on /credits.
 */
export async function loader({ params, context, url }: Route.LoaderArgs) {
  const user = requireUser(context);
  if (!isId(params.paymentId)) throw data(null, { status: 404 });
  let status = "pending" as PaymentStatus;
  const code = await refusalOf(async () => {
    status = await completeCardReturn({
      userId: user.id,
      paymentId: params.paymentId,
      resultIndicator: url.searchParams.get("resultIndicator"),
      cancelled: url.searchParams.has("cancelled"),
    });
  });
  if (code === "not_found") throw data(null, { status: 404 });
  const outcome = code ? "pending" : status === "refunded" ? "confirmed" : status === "rejected" ? "failed" : status;
  return redirect(`/credits?card=${outcome}`);
}
