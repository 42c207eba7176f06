import { z } from "zod";
import { emailField } from "../../../domain/accounts.ts";
import { LOCALES } from "../../../domain/locale.ts";

export const checkEmailInput = z.strictObject({ email: emailField });
export const checkEmailOutput = z.object({
  result: z.number().int().min(0).describe("Users with this email: 0 means sign-up may proceed (SPEC.md §7 sign-up step 1)"),
});

export const profileOutputSchema = z
  .object({
    id: z.uuid(),
    email: z.email(),
    username: z.string().describe("The lower-cased email"),
    first_name: z.string(),
    last_name: z.string(),
    name: z.string(),
    phone: z.string().describe("Digits only, without the dial code"),
    CountryCode: z.string().describe("Plus sign and dial code, e.g. +961"),
    country: z.string().describe("ISO 3166 code of the phone number's country"),
    locale: z.enum(LOCALES).describe("The language of the user's mail"),
    emailVerified: z.boolean(),
    userType: z.enum(["ADMIN", "USER"]),
  })
  .meta({ id: "Profile" });

export const meInput = z.object({}).meta({ description: "No payload." });
export const meOutput = z.object({ user: profileOutputSchema });

/** The spec's field names (SPEC.md §3 User) onto the settings form's schema. */
export const updateProfileInput = z
  .strictObject({
    first_name: z.string(),
    last_name: z.string(),
    phone: z.string().describe("Non-digits are dropped"),
    country: z.string().describe("ISO 3166 code of the phone number's country, e.g. LB"),
    locale: z.enum(LOCALES).optional().describe("The language of the user's mail; unchanged when absent"),
  })
  .transform(({ first_name, last_name, ...rest }) => ({ firstName: first_name, lastName: last_name, ...rest }));
