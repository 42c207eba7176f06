import { and, eq } from "drizzle-orm";
import { users } from "../db/schema.ts";
import { db } from "../runtime.server.ts";

/**
 * better-auth's verification tokens are signed JWTs that stay valid until they
 * expire. The spec's link is single-use: once the address is verified, the
 * same link only says it was used. (The token is verified by better-auth; this
 * only reads which address it names.)
 */
export async function isVerificationLinkUsed(token: string): Promise<boolean> {
  let email: unknown;
  let updateTo: unknown;
  try {
    const payload = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8")) as Record<string, unknown>;
    email = payload.email;
    updateTo = payload.updateTo;
  } catch {
    return false;
  }
  if (typeof email !== "string" || updateTo) return false;
  const [row] = await db()
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email.toLowerCase()), eq(users.emailVerified, true)))
    .limit(1);
  return Boolean(row);
}
