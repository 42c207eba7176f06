import { and, eq } from "drizzle-orm";
import { verificationTokenClaims } from "../auth/verification-token.server.ts";
import { users } from "../db/schema.ts";
import { db } from "../runtime.server.ts";

/**
 * better-auth's verification tokens are signed JWTs that stay valid until they
 * expire. The spec's link is single-use: once the address is verified, the
 * same link only says it was used.
 */
export async function isVerificationLinkUsed(token: string): Promise<boolean> {
  const { email, updateTo } = verificationTokenClaims(token);
  if (!email || updateTo) return false;
  const [row] = await db()
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email.toLowerCase()), eq(users.emailVerified, true)))
    .limit(1);
  return Boolean(row);
}
