import { getSessionCookie } from "better-auth/cookies";
import { and, eq, inArray } from "drizzle-orm";
import { type AccountTier, isAccountTier } from "../../domain/account-tier.ts";
import type { AuthState } from "../../domain/guards.ts";
import { SIGNED_OUT } from "../../domain/guards.ts";
import { authAccounts, userRoles } from "../db/schema.ts";
import { AppError } from "../errors.server.ts";
import type { Actor } from "./actor.server.ts";
import { db } from "../runtime.server.ts";
import { auth } from "./auth.server.ts";

export interface SessionUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  name: string;
  userType: "ADMIN" | "USER";
  tier: AccountTier;
}

/** Who sent a request: the web's session cookie and the app's bearer token answer the same. */
export interface RequestActor {
  state: AuthState;
  user: SessionUser | null;
  /** A session token was presented but no live session has it (expired or revoked): SPEC.md §8's 209. */
  expired: boolean;
}

/** A signed-in user with a complete profile: the one who may use private pages and functions. */
export interface SignedInUser {
  id: string;
  isAdmin: boolean;
}

const BEARER = /^bearer\s+\S/i;

/** SPEC.md §3/§5: a usable profile has a name, an email and a phone. */
export function isProfileComplete(user: { firstName: string; lastName: string; email: string; phone: string }) {
  return Boolean(user.firstName.trim() && user.lastName.trim() && user.email && user.phone);
}

/** SPEC.md §6: membership of the Admin role makes the user type ADMIN. */
export async function hasAdminRole(userId: string): Promise<boolean> {
  const [row] = await db()
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, "Admin")))
    .limit(1);
  return Boolean(row);
}

/** True when the request carries a session token, as better-auth's cookie or a bearer. */
export function presentsSessionToken(headers: Headers): boolean {
  return BEARER.test(headers.get("authorization") ?? "") || Boolean(getSessionCookie(headers));
}

/**
 * The request's actor, from its session cookie or `Authorization: Bearer <token>` (better-auth's
 * bearer plugin turns the token into the same session lookup). Most requests are visitors'
 * without either: nothing to look up.
 */
export async function readRequestActor(headers: Headers): Promise<RequestActor> {
  if (!presentsSessionToken(headers)) return { state: SIGNED_OUT, user: null, expired: false };
  const session = await auth().api.getSession({ headers });
  if (!session) return { state: SIGNED_OUT, user: null, expired: true };
  const user = session.user as typeof session.user & {
    firstName: string;
    lastName: string;
    phone: string;
    tier?: string;
  };

  const adminRole = await hasAdminRole(user.id);

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
    state: { isAuth: !isSpecial, isSpecial, isAdmin: adminRole, completionPath },
    user: {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      name: user.name,
      userType: adminRole ? "ADMIN" : "USER",
      tier: isAccountTier(user.tier) ? user.tier : "free",
    },
    expired: false,
  };
}

/** The signed-in user with a complete profile, or null (signed out, expired, or still special). */
export function signedInUser(actor: { state: AuthState; user: Pick<SessionUser, "id" | "userType"> | null }): SignedInUser | null {
  if (!actor.user || actor.state.isAuth !== true) return null;
  return { id: actor.user.id, isAdmin: actor.user.userType === "ADMIN" };
}

/** The signed-in user, or the refusal: `session_expired` (209) when the token presented is dead. */
export function requireSignedIn(actor: RequestActor): SignedInUser {
  const user = signedInUser(actor);
  if (user) return user;
  throw new AppError(actor.expired ? "session_expired" : "sign_in_required");
}

/** The user as the actor of a listing transition (server/listings/apply-transition). */
export function listingActorOf(user: SignedInUser): Actor {
  return { kind: "user", userId: user.id, isAdmin: user.isAdmin };
}
