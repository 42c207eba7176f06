import { profileSchema } from "../../../domain/accounts.ts";
import { isLocale } from "../../../domain/locale.ts";
import { EMAIL_CHECK_LIMIT, isEmailTaken } from "../../accounts/email-taken.server.ts";
import { setUserLocale } from "../../accounts/set-locale.server.ts";
import { findAccount, updateProfile as saveProfile } from "../../accounts/update-profile.server.ts";
import { AppError } from "../../errors.server.ts";
import { type Caller, defineFunction } from "../define-function.server.ts";
import { EXAMPLE_OWNER_EMAIL } from "./examples.ts";
import { checkEmailInput, checkEmailOutput, meInput, meOutput, updateProfileInput } from "./profile.schema.ts";

export const EXAMPLE_PROFILE = {
  id: "0b7c3f52-4d7e-4c59-9a43-0d2f3c1b7e21",
  email: EXAMPLE_OWNER_EMAIL,
  username: EXAMPLE_OWNER_EMAIL,
  first_name: "Rami",
  last_name: "Haddad",
  name: "Rami Haddad",
  phone: "3123456",
  CountryCode: "+961",
  country: "LB",
  locale: "en" as const,
  emailVerified: true,
  userType: "USER" as const,
};

/** The caller's own profile with the spec's field names; never another user's row. */
export async function profileOf(caller: Caller) {
  const profile = await findAccount(caller.id);
  if (!profile) throw new AppError("session_expired");
  return {
    id: profile.id,
    email: profile.email,
    username: profile.username,
    first_name: profile.firstName,
    last_name: profile.lastName,
    name: profile.name,
    phone: profile.phone,
    CountryCode: profile.countryCode,
    country: profile.country,
    locale: isLocale(profile.locale) ? profile.locale : "en",
    emailVerified: profile.emailVerified,
    userType: caller.isAdmin ? ("ADMIN" as const) : ("USER" as const),
  };
}

export const checkEmail = defineFunction({
  name: "checkEmail",
  tag: "Accounts",
  summary: "Is this email registered?",
  description:
    "SPEC.md §7 sign-up step 1: the count of users with this email (0: sign-up may proceed; the sign-up form needs the answer). Rate-limited per address, since it tells whether an address has an account.",
  access: "anyone",
  input: checkEmailInput,
  output: checkEmailOutput,
  rateLimits: [{ per: "address", ...EMAIL_CHECK_LIMIT }],
  example: { input: { email: "new.user@example.com" }, output: { result: 0 } },
  async handler(input) {
    return { result: (await isEmailTaken(input.email)) ? 1 : 0 };
  },
});

export const me = defineFunction({
  name: "me",
  tag: "Accounts",
  summary: "The signed-in user's profile",
  access: "signed-in",
  input: meInput,
  output: meOutput,
  example: { input: {}, output: { user: EXAMPLE_PROFILE } },
  async handler(_input, { caller }) {
    return { user: await profileOf(caller) };
  },
});

export const updateProfile = defineFunction({
  name: "updateProfile",
  tag: "Accounts",
  summary: "Change the caller's name, phone and language",
  description:
    "The settings page's profile form: names, phone (valid for its country) and, optionally, the language of the user's mail. Answers the saved profile.",
  access: "signed-in",
  input: updateProfileInput,
  output: meOutput,
  example: {
    input: { first_name: "Rami", last_name: "Haddad", phone: "3123456", country: "LB", locale: "en" },
    output: { user: EXAMPLE_PROFILE },
  },
  async handler(input, { caller }) {
    // The settings form's own checks (names required, a phone valid for its country).
    await saveProfile(caller.id, profileSchema.parse(input));
    if (input.locale) await setUserLocale(caller.id, input.locale);
    return { user: await profileOf(caller) };
  },
});
