import { getSessionCookie } from "better-auth/cookies";
import { readSession } from "../auth/session.server.ts";
import type { Caller } from "./define-function.server.ts";

/**
 * The user behind an API call, from the session cookie or the bearer token. `expired`: a token
 * was presented but its session is gone (expired, revoked), SPEC.md §8's code 209.
 */
export async function resolveCaller(headers: Headers): Promise<{ caller: Caller | null; expired: boolean }> {
  const presented = Boolean(getSessionCookie(headers) || headers.get("authorization"));
  if (!presented) return { caller: null, expired: false };
  const session = await readSession(headers);
  if (!session.user) return { caller: null, expired: true };
  return { caller: { id: session.user.id, email: session.user.email, isAdmin: session.user.userType === "ADMIN" }, expired: false };
}
