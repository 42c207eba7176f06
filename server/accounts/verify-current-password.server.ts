import { and, eq } from "drizzle-orm";
import { verifyPassword } from "../auth/password.server.ts";
import { authAccounts } from "../db/schema.ts";
import { db } from "../runtime.server.ts";

/** True when `password` is the user's current one (accounts created by social sign-in have none). */
export async function isCurrentPassword(userId: string, password: string): Promise<boolean> {
  const [account] = await db()
    .select({ hash: authAccounts.password })
    .from(authAccounts)
    .where(and(eq(authAccounts.userId, userId), eq(authAccounts.providerId, "credential")))
    .limit(1);
  return account?.hash ? verifyPassword(account.hash, password) : false;
}
