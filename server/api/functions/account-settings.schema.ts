import { z } from "zod";
import { MAIL_DELIVERIES, MAIL_PREFERENCE_KINDS, type MailPreferenceKind, mailPreferencesSchema } from "../../../domain/notifications.ts";
import { bankInformationSchema, changeEmailSchema, changePasswordSchema, deleteAccountSchema } from "../../../domain/settings.ts";

// The settings page's forms other than the profile (/profile/settings): each input is the form's own
// schema, refusing unknown fields, so the API and the page refuse the same payloads.

export const setBankInformationInput = bankInformationSchema.strict();

/** The bank details as the settings page shows them: the IBAN only as its last four characters. */
export const bankInformationOutput = z.object({
  bank: z
    .object({
      firstName: z.string(),
      lastName: z.string(),
      address: z.string(),
      city: z.string(),
      bank: z.string(),
      branch: z.string(),
      iban4: z.string().describe("The IBAN's last four characters: the whole IBAN is stored encrypted and never answered"),
      swiftCode: z.string(),
    })
    .meta({ id: "BankInformation" }),
});

export const setMailPreferencesInput = mailPreferencesSchema.strict();

export const mailPreferencesOutput = z.object({
  preferences: z
    .object(
      Object.fromEntries(MAIL_PREFERENCE_KINDS.map((kind) => [kind, z.enum(MAIL_DELIVERIES)])) as Record<
        MailPreferenceKind,
        z.ZodEnum<{ [K in (typeof MAIL_DELIVERIES)[number]]: K }>
      >,
    )
    .describe("Each kind of mail: every mail (`each`), a daily digest (`digest`) or none")
    .meta({ id: "MailPreferences" }),
});

export const changePasswordInput = changePasswordSchema.strict();
export const changePasswordOutput = z.object({
  token: z.string().describe("The caller's new session token for `Authorization: Bearer`: every other session, the one that called included, is ended"),
});

export const changeEmailInput = changeEmailSchema.strict();
export const changeEmailOutput = z.object({
  result: z.literal("success").describe("A link went to the new address; the email changes once it is followed"),
});

export const deleteAccountInput = deleteAccountSchema.strict();
export const deleteAccountOutput = z.object({
  result: z
    .literal("success")
    .describe("The account is closed: its personal data removed, its listings taken down and every session of it ended, the calling one too"),
});
