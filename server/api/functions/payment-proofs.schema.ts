import { z } from "zod";

// A manual payment's proof through the API: the payment page's "Attach your receipt", the file sent
// beside the JSON as multipart.

export const PAYMENT_PROOF_FIELD = "proof";

export const attachPaymentProofInput = z.strictObject({
  PaymentID: z.uuid().describe("The caller's own manual payment, still pending (makePayment answers it); anyone else's is 404"),
});

export const attachPaymentProofOutput = z.object({ result: z.literal("success") });
