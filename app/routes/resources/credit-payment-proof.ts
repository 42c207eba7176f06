import { data } from "react-router";
import { isId } from "#domain/ids.ts";
import { refusalOf } from "#server/errors.server.ts";
import { paymentProof } from "#server/payments/payment-proof.server.ts";
import { requireUser } from "~/lib/current-user.server.ts";
import type { Route } from "./+types/credit-payment-proof";

/** `GET /credits/payments/:paymentId/proof`: the proof, for its payer and admins only, never cached. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const user = requireUser(context);
  if (!isId(params.paymentId)) throw data(null, { status: 404 });
  let proof: Awaited<ReturnType<typeof paymentProof>> | undefined;
  const code = await refusalOf(async () => {
    proof = await paymentProof(user.id, params.paymentId);
  });
  if (code || !proof) throw data(null, { status: 404 });
  return new Response(new Uint8Array(proof.data), {
    headers: {
      "content-type": proof.contentType,
      "content-disposition": "inline",
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
    },
  });
}
