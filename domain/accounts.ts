import { isValidPhoneNumber, type CountryCode } from "libphonenumber-js";
import { z } from "zod";
import { whenFieldsValid } from "./field-rules.ts";

// Form schemas shared by the browser and the server. Messages are catalog
// keys; the English catalog holds SPEC.md §5's wording verbatim.

export const PASSWORD_MIN_LENGTH = 8;
export const MINIMUM_AGE = 13;

export const emailField = z
  .string({ error: "validation.emailRequired" })
  .trim()
  .min(1, "validation.emailRequired")
  .pipe(z.email("validation.emailInvalid"))
  .transform((email) => email.toLowerCase());

/** SPEC.md §5: 8+ characters with an upper-case letter, a lower-case letter and a digit. */
export const newPasswordField = z
  .string({ error: "validation.newPasswordRequired" })
  .min(1, "validation.newPasswordRequired")
  .min(PASSWORD_MIN_LENGTH, "validation.passwordRules")
  .regex(/[A-Z]/, "validation.passwordRules")
  .regex(/[a-z]/, "validation.passwordRules")
  .regex(/[0-9]/, "validation.passwordRules");

const confirmField = z.string({ error: "validation.confirmRequired" }).min(1, "validation.confirmRequired");

function passwordsMatch<T extends { password: string; confirmpassword: string }>(schema: z.ZodType<T>) {
  // SPEC.md §5 gives each rule its own message and every one that applies shows: a password that
  // breaks the rules and differs from its confirmation gets both. An empty field already has its own.
  return schema.refine((value) => !value.confirmpassword || !value.password || value.password === value.confirmpassword, {
    message: "validation.passwordsMismatch",
    path: ["confirmpassword"],
    when: whenFieldsValid("confirmpassword"),
  });
}

/** Non-digits are dropped as the phone number is typed (SPEC.md §5). */
export function digitsOnly(value: string): string {
  return value.replace(/\D/g, "");
}

export const signInSchema = z.object({
  email: emailField,
  password: z.string({ error: "validation.passwordRequired" }).min(1, "validation.passwordRequired"),
  redirectTo: z.string().optional(),
});

export const signUpStep1Schema = passwordsMatch(z.object({ email: emailField, password: newPasswordField, confirmpassword: confirmField }));

const profileFields = {
  firstName: z.string({ error: "validation.firstNameRequired" }).trim().min(1, "validation.firstNameRequired").max(60),
  lastName: z.string({ error: "validation.lastNameRequired" }).trim().min(1, "validation.lastNameRequired").max(60),
  country: z.string({ error: "validation.countryRequired" }).regex(/^[A-Z]{2}$/, "validation.countryRequired"),
  phone: z
    .string({ error: "validation.phoneRequired" })
    .transform(digitsOnly)
    .pipe(z.string().min(1, "validation.phoneRequired").max(15, "validation.phoneInvalid")),
};

function phoneValidForCountry<T extends { phone: string; country: string }>(schema: z.ZodType<T>) {
  return schema.refine((value) => !value.phone || isValidPhoneNumber(value.phone, value.country as CountryCode), {
    message: "validation.phoneInvalid",
    path: ["phone"],
    when: whenFieldsValid("phone", "country"),
  });
}

export const profileSchema = phoneValidForCountry(z.object(profileFields));

export const signUpSchema = phoneValidForCountry(
  passwordsMatch(z.object({ email: emailField, password: newPasswordField, confirmpassword: confirmField, ...profileFields })),
);

export type SignUpInput = z.infer<typeof signUpSchema>;

export const emailOnlySchema = z.object({ email: emailField });

export const resetPasswordSchema = passwordsMatch(z.object({ token: z.string().min(1), password: newPasswordField, confirmpassword: confirmField }));
