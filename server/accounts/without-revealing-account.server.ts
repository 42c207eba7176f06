import { isAPIError } from "better-auth/api";
import { runtime } from "../runtime.server.ts";

/**
 * Runs a mail request whose outcome must not tell whether the address has an account: better-auth's
 * refusals (no such user, already verified) and a mail that could not be queued (which only
 * happens for real accounts) answer like a success. The latter is logged.
 */
export async function withoutRevealingAccount(request: () => Promise<unknown>, what: string): Promise<void> {
  try {
    await request();
  } catch (error) {
    if (!isAPIError(error)) runtime().logger.error({ err: error }, `${what} failed`);
  }
}
