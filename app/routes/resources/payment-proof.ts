import { readPaymentProof } from "#server/tenants/payment-files.server.ts";
import { privateDownload } from "~/lib/tenancy-resource.server.ts";
import type { Route } from "./+types/payment-proof";

/** `GET /tenant/:propertyId/proofs/:paymentId`: a declared payment's proof, for its landlord and its tenant only. */
export async function loader({ context, params }: Route.LoaderArgs) {
  return privateDownload(context, async (userId) => {
    const proof = await readPaymentProof(userId, params.propertyId, params.paymentId);
    return { body: new Uint8Array(proof.body), contentType: proof.contentType };
  });
}
