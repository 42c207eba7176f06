import { getCountryCallingCode, type CountryCode } from "libphonenumber-js";
import type { SignUpInput } from "../../domain/accounts.ts";
import type { Locale } from "../../domain/locale.ts";
import { auth } from "../auth/auth.server.ts";

/** Creates the account (unverified; better-auth queues the verification mail). */
export async function signUp(input: SignUpInput, locale: Locale, headers: Headers): Promise<void> {
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
