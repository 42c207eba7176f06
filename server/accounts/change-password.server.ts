import { auth } from "../auth/auth.server.ts";
import { withCurrentPassword } from "./current-password.server.ts";

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
}

/** The session that replaces every session of the user once the password has changed. */
export interface RenewedSession {
  /** Signed session token for `Authorization: Bearer` (the one presented no longer works). */
  token: string;
  /** The new session cookie, as `Set-Cookie` values, for the web. */
  cookies: string[];
}

/**
 * Settings: changes the session's user's password (cookie or bearer in `headers`) and signs out
 * everywhere else. Refusals: `sign_in_required`, `current_password_wrong`.
 */
export async function changePassword(input: ChangePasswordInput, headers: Headers): Promise<RenewedSession> {
  const answer = await withCurrentPassword(() =>
    auth().api.changePassword({
      body: { currentPassword: input.currentPassword, newPassword: input.newPassword, revokeOtherSessions: true },
      headers,
      returnHeaders: true,
    }),
  );
  const token = answer.headers.get("set-auth-token");
  if (!token) throw new Error("better-auth changed a password without a new session token");
  return { token, cookies: answer.headers.getSetCookie() };
}
