import { auth } from "../auth/auth.server.ts";
import { AppError } from "../errors.server.ts";
import { withCurrentPassword } from "./current-password.server.ts";

export interface ChangeEmailInput {
  newEmail: string;
  currentPassword: string;
}

/**
 * Settings: mails a link to the new address, which replaces the old one once followed. The user
 * is the session's (cookie or bearer in `headers`), never one named by the caller. Refusals:
 * `sign_in_required`, `current_password_wrong`, `email_unchanged`.
 */
export async function changeEmail(input: ChangeEmailInput, headers: Headers): Promise<void> {
  await withCurrentPassword(() => auth().api.verifyPassword({ body: { password: input.currentPassword }, headers }));
  const session = await auth().api.getSession({ headers });
  if (session && session.user.email.toLowerCase() === input.newEmail.trim().toLowerCase()) throw new AppError("email_unchanged");
  await auth().api.changeEmail({ body: { newEmail: input.newEmail, callbackURL: "/profile/settings" }, headers });
}
