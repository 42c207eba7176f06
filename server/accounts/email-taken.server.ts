import { count, eq } from "drizzle-orm";
import { users } from "../db/schema.ts";
import { db, runtime } from "../runtime.server.ts";
import { allowAttempt } from "../security/rate-limit.server.ts";

/** SPEC.md §7, sign-up step 1: users with the same email, counted. */
export async function isEmailTaken(email: string): Promise<boolean> {
  const [row] = await db().select({ total: count() }).from(users).where(eq(users.email, email.toLowerCase()));
  return (row?.total ?? 0) > 0;
}

/** Step 1's answer tells whether an address has an account: this many per client address, API and web alike. */
export const EMAIL_CHECK_LIMIT = { max: 20, windowSeconds: 15 * 60 };

/**
 * One email check by the sign-up form, counted with the API's `checkEmail` calls from the same
 * address (the API's own key), so neither door gives more tries than the other.
 */
export async function allowEmailCheck(clientAddress: string): Promise<boolean> {
  if (!runtime().env.AUTH_RATE_LIMIT) return true;
  return allowAttempt(`api:checkEmail:ip:${clientAddress}`, EMAIL_CHECK_LIMIT);
}
