import { getCountryCallingCode, type CountryCode } from "libphonenumber-js";
import type { SignUpInput } from "../../domain/accounts.ts";
import type { Locale } from "../../domain/locale.ts";
import { auth } from "../auth/auth.server.ts";
import { AppError } from "../errors.server.ts";
import { allowAccountAttempt } from "../security/rate-limit.server.ts";
import { allowEmailCheck, isEmailTaken } from "./email-taken.server.ts";

/** Account creations per email (and, with the address's ceiling, per address) in 15 minutes. */
export const SIGN_UP_LIMIT = { max: 5, windowSeconds: 15 * 60 };

export interface SignUpContext {
  locale: Locale;
  clientAddress: string;
  /** The request's headers, handed to better-auth. */
  headers: Headers;
}

/**
 * Creates the account (unverified; better-auth queues the verification mail), for the web's Sign
 * Up dialog and the API's `signUp` alike. Its "account exists" answer tells whether an address has
 * an account, so it counts as one email check (the API's and step 1's budget): the create step is
 * no side door around that limit (issue 26).
 */
export async function signUp(input: SignUpInput, { locale, clientAddress, headers }: SignUpContext): Promise<void> {
  if (!(await allowAccountAttempt("sign-up", clientAddress, input.email, SIGN_UP_LIMIT))) throw new AppError("rate_limited");
  if (!(await allowEmailCheck(clientAddress))) throw new AppError("rate_limited");
  if (await isEmailTaken(input.email)) throw new AppError("account_exists");
  await auth().api.signUpEmail({
    headers,
    body: {
      email: input.email,
      password: input.password,
      name: `${input.firstName} ${input.lastName}`,
      firstName: input.firstName,
      lastName: input.lastName,
      phone: input.phone,
      country: input.country,
      countryCode: `+${getCountryCallingCode(input.country as CountryCode)}`,
      locale,
    },
  });
}
