import { attachPaymentProof as attachProof, PROOF_MAX_BYTES } from "../../payments/payment-proof.server.ts";
import { defineFunction } from "../define-function.server.ts";
import { requiredFile } from "../function-files.server.ts";
import { EXAMPLE_PROOF_PAYMENT } from "./examples.ts";
import { attachPaymentProofInput, attachPaymentProofOutput, PAYMENT_PROOF_FIELD } from "./payment-proofs.schema.ts";

export const attachPaymentProof = defineFunction({
  name: "attachPaymentProof",
  tag: "Credits",
  summary: "Attach the receipt of a bank transfer or cash payment",
  description:
    "The payment page's upload, by the same rules: a photo (JPEG, PNG, WebP) or a PDF of 10 MB at most, found from its content (422 `proof_rejected`), kept privately for the payer and the admins; a new proof replaces the earlier one. Only while the payment is pending (409 `payment_not_pending` once an admin has confirmed or rejected it). Sent as `multipart/form-data`: the JSON in the field `payload`, the proof in `proof`. Only the payer's own manual payments: anyone else's is 404.",
  access: "signed-in",
  errors: ["not_found", "payment_not_pending", "proof_rejected"],
  rateLimits: [{ per: "caller", max: 30, windowSeconds: 60 * 60 }],
  files: {
    field: PAYMENT_PROOF_FIELD,
    exampleFile: "pdf",
    maxFiles: 1,
    maxFileBytes: PROOF_MAX_BYTES,
    tooLarge: "proof_rejected",
    description: "The receipt: a photo (JPEG, PNG, WebP) or a PDF of 10 MB at most",
  },
  input: attachPaymentProofInput,
  output: attachPaymentProofOutput,
  example: { input: { PaymentID: EXAMPLE_PROOF_PAYMENT.id }, output: { result: "success" } },
  async handler({ PaymentID }, { caller, files }) {
    await attachProof(caller.id, PaymentID, requiredFile(files, PAYMENT_PROOF_FIELD).data);
    return { result: "success" as const };
  },
});
