import { eq } from "drizzle-orm";
import type { SignUpInput } from "../../domain/accounts.ts";
import type { Locale } from "../../domain/locale.ts";
import { isEmailTaken } from "../accounts/email-taken.server.ts";
import { signIn } from "../accounts/sign-in.server.ts";
import { signUp } from "../accounts/sign-up.server.ts";
import { users } from "../db/schema.ts";
import { AppError } from "../errors.server.ts";
import { db } from "../runtime.server.ts";
import { acceptInvitation, readInvitation } from "./accept-invitation.server.ts";

/**
 * A new person signs up through their invitation link: the account takes the invited address (the
 * form cannot change it) and counts as verified, since the link reached that inbox; they are
 * signed in and linked to the property at once. An address with an account signs in instead.
 */
export async function signUpInvitedTenant(
  token: string,
  input: Omit<SignUpInput, "email">,
  context: { locale: Locale; headers: Headers; clientAddress: string },
): Promise<{ propertyId: string; cookies: string[] }> {
  const invitation = await readInvitation(token);
  const email = invitation.tenantEmail;
  if (await isEmailTaken(email)) throw new AppError("already_registered");
  await signUp({ ...input, email }, context);
  await db().update(users).set({ emailVerified: true }).where(eq(users.email, email));
  const signedIn = await signIn({ email, password: input.password }, { clientAddress: context.clientAddress, headers: context.headers });
  const { propertyId } = await acceptInvitation(token, { id: signedIn.user.id, email });
  return { propertyId, cookies: signedIn.cookies };
}
