import { auth } from "../auth/auth.server.ts";
import { requireAccountAttempt } from "../security/rate-limit.server.ts";
import { withoutRevealingAccount } from "./without-revealing-account.server.ts";

// decision 0009: 3 per email (and 12 per address) per 15 minutes.
const RESEND_LIMIT = { max: 3, windowSeconds: 15 * 60 };

/**
 * Resend Verification: mails a new link when the address has an unverified account. The answer
 * is the same either way; the only refusal is `rate_limited`.
 */
export async function resendVerification(input: { email: string }, context: { clientAddress: string }): Promise<void> {
  await requireAccountAttempt("resend", context.clientAddress, input.email, RESEND_LIMIT);
  await withoutRevealingAccount(() => auth().api.sendVerificationEmail({ body: { email: input.email } }), "verification resend");
}
