import { signIn as signInWithPassword } from "../../accounts/sign-in.server.ts";
import { signOut as endSession } from "../../accounts/sign-out.server.ts";
import { signUp as createAccount } from "../../accounts/sign-up.server.ts";
import { hasAdminRole } from "../../auth/request-actor.server.ts";
import { defineFunction } from "../define-function.server.ts";
import { EXAMPLE_OWNER_EMAIL, EXAMPLE_PASSWORD } from "./examples.ts";
import { EXAMPLE_PROFILE, profileOf } from "./profile.handler.server.ts";
import { signInInput, signInOutput, signOutInput, signOutOutput, signUpInput, signUpOutput } from "./session.schema.ts";

export const signIn = defineFunction({
  name: "signIn",
  tag: "Accounts",
  summary: "Sign in with email and password",
  description:
    "Answers a bearer token for the app (the same sessions as the website's). A wrong email or password answers code 101 ('The email address/ password you entered is incorrect.'), an unverified email `email_not_verified` (the app offers AuthUserByEmail). Only wrong passwords count (decision 0044): 10 per email and address and 300 per address per 15 minutes (then 429); an account guessed at from many addresses answers a few seconds slower, never refuses the right password.",
  access: "anyone",
  errors: ["invalid_credentials", "email_not_verified", "rate_limited"],
  input: signInInput,
  output: signInOutput,
  example: {
    input: { email: EXAMPLE_OWNER_EMAIL, password: EXAMPLE_PASSWORD },
    output: { token: "kq3Xy2bVf0eS1cGm8ZtWnR4uHa7LdP5o.Vb7r0k3uXw9yQ2sFhD1pL8mNcA6tE4gJ=", user: EXAMPLE_PROFILE },
  },
  async handler(input, { clientAddress, headers }) {
    // The app's own headers only: a browser's cookie must not become the app's session.
    const forwarded = new Headers({ "user-agent": headers.get("user-agent") ?? "", "x-forwarded-for": clientAddress });
    const { token, user } = await signInWithPassword(input, { clientAddress, headers: forwarded });
    // The same profile as `me` answers for this token.
    return { token, user: await profileOf({ id: user.id, email: user.email, isAdmin: await hasAdminRole(user.id) }) };
  },
});

export const signOut = defineFunction({
  name: "signOut",
  tag: "Accounts",
  summary: "End the caller's session",
  description: "Revokes the session of the token (or cookie) sent: it then answers 209 everywhere.",
  access: "signed-in",
  input: signOutInput,
  output: signOutOutput,
  example: { input: {}, output: { result: "success" } },
  async handler(_input, { headers }) {
    await endSession(headers);
    return { result: "success" as const };
  },
});

export const signUp = defineFunction({
  name: "signUp",
  tag: "Accounts",
  summary: "Create an account with email and password",
  description:
    "The website's Sign Up (SPEC.md §7 CREATE_ACCOUNT), through the same use case: the account is created unverified and the verification mail is sent in the caller's language; `signIn` works once the link is followed. An address with an account answers 409 `account_exists` ('Account already exists, please click on log in.'). Each call counts as one `checkEmail` (20 per address per 15 minutes) and 5 per email, 100 per address per 15 minutes, then 429.",
  access: "anyone",
  errors: ["account_exists", "rate_limited"],
  input: signUpInput,
  output: signUpOutput,
  example: {
    input: {
      email: "new.owner@example.com",
      password: "Beitna-Owner1",
      confirmpassword: "Beitna-Owner1",
      firstName: "Nour",
      lastName: "Khalil",
      country: "LB",
      phone: "71123456",
    },
    output: { result: "success" },
  },
  async handler(input, { locale, clientAddress, headers }) {
    // The app's own headers only, as signIn: better-auth must not take a browser's cookie for the app's.
    const forwarded = new Headers({ "user-agent": headers.get("user-agent") ?? "", "x-forwarded-for": clientAddress });
    await createAccount(input, { locale, clientAddress, headers: forwarded });
    return { result: "success" as const };
  },
});
