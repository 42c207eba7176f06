import { z } from "zod";
import { emailField, newPasswordField, profileSchema } from "./accounts.ts";
import { ibanProblem, isValidSwift, normaliseIban } from "./iban.ts";
import { LOCALES } from "./locale.ts";

// The forms of /profile/settings, shared by the page and its action.

export const settingsProfileSchema = profileSchema.and(z.object({ locale: z.enum(LOCALES) }));

export const changePasswordSchema = z
  .object({
    currentPassword: z.string({ error: "validation.currentPasswordRequired" }).min(1, "validation.currentPasswordRequired"),
    password: newPasswordField,
    confirmpassword: z.string({ error: "validation.confirmRequired" }).min(1, "validation.confirmRequired"),
  })
  .refine((value) => !value.confirmpassword || value.password === value.confirmpassword, {
    message: "validation.passwordsMismatch",
    path: ["confirmpassword"],
  });

export const changeEmailSchema = z.object({
  newEmail: emailField,
  currentPassword: z.string({ error: "validation.currentPasswordRequired" }).min(1, "validation.currentPasswordRequired"),
});

const required = (key: string) => z.string({ error: key }).trim().min(1, key).max(120);
const optional = z.string().trim().max(120).optional().default("");

export const bankInformationSchema = z.object({
  firstName: required("validation.firstNameRequired"),
  lastName: required("validation.lastNameRequired"),
  address: optional,
  city: optional,
  bank: required("validation.bankRequired"),
  branch: optional,
  iban: z
    .string({ error: "validation.iban.required" })
    .transform(normaliseIban)
    .superRefine((iban, context) => {
      const problem = ibanProblem(iban);
      if (problem) context.addIssue({ code: "custom", message: `validation.iban.${problem}` });
    }),
  swiftCode: z
    .string()
    .trim()
    .transform((value) => value.replace(/\s/g, "").toUpperCase())
    .refine((value) => value === "" || isValidSwift(value), "validation.swiftInvalid")
    .optional()
    .default(""),
});

export type BankInformationInput = z.infer<typeof bankInformationSchema>;

export const deleteAccountSchema = z.object({
  currentPassword: z.string({ error: "validation.currentPasswordRequired" }).min(1, "validation.currentPasswordRequired"),
});
