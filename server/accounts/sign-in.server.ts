import { isAPIError } from "better-auth/api";
import { auth } from "../auth/auth.server.ts";
import { AppError } from "../errors.server.ts";
import { requireAccountAttempt } from "../security/rate-limit.server.ts";

// decision 0009: 10 per email (and 40 per address) per 15 minutes.
const SIGN_IN_LIMIT = { max: 10, windowSeconds: 15 * 60 };

export interface SignInInput {
  email: string;
  password: string;
}

export interface SignInContext {
  clientAddress: string;
  /** The request's headers: better-auth records the session's address and user agent from them. */
  headers: Headers;
}

export interface AccountProfile {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  name: string;
  phone: string;
  country: string;
  countryCode: string;
  locale: string;
}

export interface SignedIn {
  /** The signed session token (`<token>.<signature>`), for `Authorization: Bearer` (decision 0020). */
  token: string;
  /** The session cookie, as `Set-Cookie` values, for the web. */
  cookies: string[];
  user: AccountProfile;
}

/**
 * Email and password sign-in. Refusals: `rate_limited`; `invalid_credentials` (SPEC.md §8's 101,
 * never saying whether the email or the password was wrong); `email_not_verified`.
 */
export async function signIn(input: SignInInput, context: SignInContext): Promise<SignedIn> {
  await requireAccountAttempt("sign-in", context.clientAddress, input.email, SIGN_IN_LIMIT);
  try {
    const { headers, response } = await auth().api.signInEmail({
      body: { email: input.email, password: input.password },
      headers: context.headers,
      returnHeaders: true,
    });
    // Set by the bearer plugin whenever a session cookie is.
    const token = headers.get("set-auth-token");
    if (!token) throw new Error("better-auth answered a sign-in without a session token");
    const user = response.user as typeof response.user & Omit<AccountProfile, "id" | "email" | "name">;
    return {
      token,
      cookies: headers.getSetCookie(),
      user: {
        id: user.id,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        name: user.name,
        phone: user.phone,
        country: user.country,
        countryCode: user.countryCode,
        locale: user.locale,
      },
    };
  } catch (error) {
    if (!isAPIError(error)) throw error;
    if (error.body?.code === "EMAIL_NOT_VERIFIED") throw new AppError("email_not_verified");
    // Unknown email, wrong password, an account without one, a password longer than any allowed.
    if (error.statusCode < 500) throw new AppError("invalid_credentials");
    throw error;
  }
}
