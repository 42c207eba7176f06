import { SIGN_IN_WINDOW_SECONDS, WRONG_PASSWORDS_PER_ACCOUNT_AND_ADDRESS } from "../../../domain/sign-in-limits.ts";
import { findBankInformation, saveBankInformation } from "../../accounts/bank-information.server.ts";
import { changeEmail as mailEmailChange } from "../../accounts/change-email.server.ts";
import { changePassword as changeOwnPassword } from "../../accounts/change-password.server.ts";
import { deleteOwnAccount } from "../../accounts/delete-account.server.ts";
import { allMailPreferences, setMailPreferences as saveMailPreferences } from "../../notifications/mail-preferences.server.ts";
import { defineFunction, type FunctionRateLimit } from "../define-function.server.ts";
import {
  bankInformationOutput,
  changeEmailInput,
  changeEmailOutput,
  changePasswordInput,
  changePasswordOutput,
  deleteAccountInput,
  deleteAccountOutput,
  mailPreferencesOutput,
  setBankInformationInput,
  setMailPreferencesInput,
} from "./account-settings.schema.ts";
import { EXAMPLE_CLOSING_ACCOUNT, EXAMPLE_PASSWORD } from "./examples.ts";

// The settings page's bank, mail, password, email and closing forms as functions, each through the use case
// the page's action calls. Every one writes the caller's own rows (or the session's account),
// never a user named in the payload.

const TAG = "Accounts";
/** A current-password check per call: as many as sign-in allows wrong passwords for one account. */
const PASSWORD_CHECKS: FunctionRateLimit = { per: "caller", max: WRONG_PASSWORDS_PER_ACCOUNT_AND_ADDRESS, windowSeconds: SIGN_IN_WINDOW_SECONDS };

export const setBankInformation = defineFunction({
  name: "setBankInformation",
  tag: TAG,
  summary: "Save the caller's bank details",
  description:
    "The settings page's bank form, by its own rules: names and bank required, a valid IBAN (spaces and case ignored), an optional SWIFT code. The IBAN is stored encrypted; the answer, as the page, shows only its last four characters. Always the caller's own details.",
  access: "signed-in",
  input: setBankInformationInput,
  output: bankInformationOutput,
  example: {
    input: {
      firstName: "Rami",
      lastName: "Haddad",
      address: "Rue Monot",
      city: "Beirut",
      bank: "Bank of Beirut",
      branch: "Achrafieh",
      iban: "LB62 0999 0000 0001 0019 0122 9114",
      swiftCode: "BABELBBE",
    },
    output: {
      bank: {
        firstName: "Rami",
        lastName: "Haddad",
        address: "Rue Monot",
        city: "Beirut",
        bank: "Bank of Beirut",
        branch: "Achrafieh",
        iban4: "9114",
        swiftCode: "BABELBBE",
      },
    },
  },
  async handler(input, { caller }) {
    await saveBankInformation(caller.id, input);
    const bank = await findBankInformation(caller.id);
    if (!bank) throw new Error("bank details saved but not found");
    return { bank };
  },
});

export const setMailPreferences = defineFunction({
  name: "setMailPreferences",
  tag: TAG,
  summary: "Choose how the caller gets each kind of mail",
  description:
    "The settings page's mail preferences: for requests, offers, saved-search alerts, payments and tenants, every mail (`each`), a daily digest (`digest`) or none. As the page's form, the payload is the whole choice: a kind left out is `each`. Answers every kind's delivery after saving.",
  access: "signed-in",
  input: setMailPreferencesInput,
  output: mailPreferencesOutput,
  example: {
    input: { requests: "each", offers: "each", savedSearchAlerts: "digest", payments: "each", tenants: "each" },
    output: { preferences: { requests: "each", offers: "each", savedSearchAlerts: "digest", payments: "each", tenants: "each" } },
  },
  async handler(input, { caller }) {
    await saveMailPreferences(caller.id, input);
    return { preferences: await allMailPreferences(caller.id) };
  },
});

export const changePassword = defineFunction({
  name: "changePassword",
  tag: TAG,
  summary: "Change the caller's password",
  description: `The settings page's password form, by its rules (the current password, a new one of 8 characters or more with an upper-case and a lower-case letter and a digit, confirmed). Every session of the account ends, the calling one too: the answer's \`token\` is the caller's new session (a browser's call also gets its new cookie). A wrong current password is 403 \`current_password_wrong\`; ${PASSWORD_CHECKS.max} calls per ${PASSWORD_CHECKS.windowSeconds / 60} minutes. The example sets the demo password again.`,
  access: "signed-in",
  errors: ["current_password_wrong"],
  rateLimits: [PASSWORD_CHECKS],
  input: changePasswordInput,
  output: changePasswordOutput,
  example: {
    input: { currentPassword: EXAMPLE_PASSWORD, password: EXAMPLE_PASSWORD, confirmpassword: EXAMPLE_PASSWORD },
    output: { token: "Xb2Lq8sWn4cRt0yHd6Vf1GkPa9Ze3Mu7.Kc5n0Qw8Rt2yLp4Hs7Vb1Xd9Fg3Jm6Za=" },
  },
  async handler(input, { headers, setHeader }) {
    const { token, cookies } = await changeOwnPassword({ currentPassword: input.currentPassword, newPassword: input.password }, headers);
    // A browser calling with its cookie keeps a session, as the settings page's answer gives it.
    if (!headers.has("authorization")) for (const cookie of cookies) setHeader("set-cookie", cookie);
    return { token };
  },
});

export const changeEmail = defineFunction({
  name: "changeEmail",
  tag: TAG,
  summary: "Change the caller's email address",
  description: `The settings page's email form: with the current password, a link is mailed to the new address, in the account's language; the address changes (and the username with it) once the link is followed. An address that already has an account gets no mail, and the answer is the same, so the function does not tell which addresses are registered. A wrong current password is 403 \`current_password_wrong\`; ${PASSWORD_CHECKS.max} calls per ${PASSWORD_CHECKS.windowSeconds / 60} minutes.`,
  access: "signed-in",
  errors: ["current_password_wrong", "email_unchanged"],
  rateLimits: [PASSWORD_CHECKS],
  input: changeEmailInput,
  output: changeEmailOutput,
  example: {
    input: { newEmail: "rami.haddad@example.com", currentPassword: EXAMPLE_PASSWORD },
    output: { result: "success" },
  },
  async handler(input, { headers }) {
    await mailEmailChange(input, headers);
    return { result: "success" as const };
  },
});

export const deleteAccount = defineFunction({
  name: "deleteAccount",
  tag: TAG,
  summary: "Close the caller's account",
  description: `The settings page's "Delete my account", through the same use case: with the current password, the caller's personal data is removed (profile, sign-in, bank details, favourites, saved searches, mail choices), their listings are taken down (kept, with their history), payments and the credit ledger are kept for the accounting period under an anonymous row, and every session of the account ends, the calling one too: its token then answers 209. Always the caller's own account. A wrong current password is 403 \`current_password_wrong\` and closes nothing; ${PASSWORD_CHECKS.max} calls per ${PASSWORD_CHECKS.windowSeconds / 60} minutes. The example closes a demo account of its own (${EXAMPLE_CLOSING_ACCOUNT.email}), once per database.`,
  access: "signed-in",
  errors: ["current_password_wrong"],
  rateLimits: [PASSWORD_CHECKS],
  input: deleteAccountInput,
  output: deleteAccountOutput,
  example: { input: { currentPassword: EXAMPLE_CLOSING_ACCOUNT.password }, output: { result: "success" } },
  exampleCaller: EXAMPLE_CLOSING_ACCOUNT,
  async handler(input, { caller }) {
    await deleteOwnAccount(caller.id, input.currentPassword);
    return { result: "success" as const };
  },
});
