import { auth } from "../auth/auth.server.ts";
import { requireAccountAttempt } from "../security/rate-limit.server.ts";
import { withoutRevealingAccount } from "./without-revealing-account.server.ts";

// decision 0009: 3 per email (and 12 per address) per 15 minutes.
const RESET_LIMIT = { max: 3, windowSeconds: 15 * 60 };

/**
 * Forgot Password: mails a reset link when the address has an account. The answer is the same
 * either way; the only refusal is `rate_limited`.
 */
export async function requestPasswordReset(input: { email: string }, context: { clientAddress: string }): Promise<void> {
  await requireAccountAttempt("reset", context.clientAddress, input.email, RESET_LIMIT);
  await withoutRevealingAccount(
    () => auth().api.requestPasswordReset({ body: { email: input.email, redirectTo: "/resetpassword" } }),
    "password reset request",
  );
}
