import { setTimeout as sleep } from "node:timers/promises";
import { isAPIError } from "better-auth/api";
import {
  SIGN_IN_WINDOW_SECONDS,
  signInDelaySeconds,
  WRONG_PASSWORDS_PER_ACCOUNT_AND_ADDRESS,
  WRONG_PASSWORDS_PER_ADDRESS,
} from "../../domain/sign-in-limits.ts";
import { auth } from "../auth/auth.server.ts";
import { AppError } from "../errors.server.ts";
import { runtime } from "../runtime.server.ts";
import { countAttempt, forgiveAttempts } from "../security/rate-limit.server.ts";

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
 * Email and password sign-in. Refusals: `rate_limited` (decision 0044); `invalid_credentials` (SPEC.md §8's 101,
 * never saying whether the email or the password was wrong); `email_not_verified`.
 */
export async function signIn(input: SignInInput, context: SignInContext): Promise<SignedIn> {
  const counted = await countSignInAttempt(input.email, context.clientAddress);
  let wrongPassword = false;
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
    if (error.statusCode < 500) {
      wrongPassword = true;
      throw new AppError("invalid_credentials");
    }
    throw error;
  } finally {
    // Only failures count: a sign-in that went through (or was refused as unverified) is forgiven.
    if (!wrongPassword) await forgiveAttempts(counted);
  }
}

/**
 * The limits of decision 0044, counted before the password is checked so that parallel guesses
 * cannot slip past: per (account, address) and per address they refuse (`rate_limited`); per
 * account, from every address, they only make the attempt wait. Answers the keys to forgive
 * when the attempt does not turn out a wrong password.
 */
async function countSignInAttempt(email: string, clientAddress: string): Promise<string[]> {
  if (!runtime().env.AUTH_RATE_LIMIT) return [];
  const keys = {
    pair: `sign-in-failed:pair:${email}:${clientAddress}`,
    address: `sign-in-failed:ip:${clientAddress}`,
    account: `sign-in-failed:email:${email}`,
  };
  const windowSeconds = SIGN_IN_WINDOW_SECONDS;
  const pair = await countAttempt(keys.pair, { max: WRONG_PASSWORDS_PER_ACCOUNT_AND_ADDRESS, windowSeconds });
  const address = await countAttempt(keys.address, { max: WRONG_PASSWORDS_PER_ADDRESS, windowSeconds });
  const account = await countAttempt(keys.account, { max: Number.POSITIVE_INFINITY, windowSeconds });
  const all = Object.values(keys);
  if (!pair.allowed || !address.allowed) {
    await forgiveAttempts(all);
    throw new AppError("rate_limited");
  }
  const delay = signInDelaySeconds(account.hits - 1);
  if (delay > 0) await sleep(delay * 1000);
  return all;
}
