import { getSessionCookie } from "better-auth/cookies";
import { and, eq, inArray } from "drizzle-orm";
import type { AuthState } from "../../domain/guards.ts";
import { SIGNED_OUT } from "../../domain/guards.ts";
import { authAccounts, userRoles } from "../db/schema.ts";
import { db } from "../runtime.server.ts";
import { auth } from "./auth.server.ts";

export interface SessionUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  name: string;
  userType: "ADMIN" | "USER";
}

export interface SessionInfo {
  state: AuthState;
  user: SessionUser | null;
}

/** SPEC.md §3/§5: a usable profile has a name, an email and a phone. */
export function isProfileComplete(user: { firstName: string; lastName: string; email: string; phone: string }) {
  return Boolean(user.firstName.trim() && user.lastName.trim() && user.email && user.phone);
}

export async function readSession(headers: Headers): Promise<SessionInfo> {
  // Most requests are visitors' without a session cookie: nothing to look up.
  if (!getSessionCookie(headers)) return { state: SIGNED_OUT, user: null };
  const session = await auth().api.getSession({ headers });
  if (!session) return { state: SIGNED_OUT, user: null };
  const user = session.user as typeof session.user & {
    firstName: string;
    lastName: string;
    phone: string;
  };

  const [adminRole] = await db()
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(and(eq(userRoles.userId, user.id), eq(userRoles.role, "Admin")))
    .limit(1);

  const isSpecial = !isProfileComplete(user);
  let completionPath: string | null = null;
  if (isSpecial) {
    const providers = await db()
      .select({ providerId: authAccounts.providerId })
      .from(authAccounts)
      .where(and(eq(authAccounts.userId, user.id), inArray(authAccounts.providerId, ["google", "facebook"])));
    const viaFacebookOnly = providers.length > 0 && providers.every((row) => row.providerId === "facebook");
    completionPath = viaFacebookOnly ? "/fbPostLogin" : "/googleredirect2";
  }

  return {
    state: { isAuth: !isSpecial, isSpecial, isAdmin: Boolean(adminRole), completionPath },
    user: {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      name: user.name,
      userType: adminRole ? "ADMIN" : "USER",
    },
  };
}
