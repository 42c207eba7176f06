import { describe, expect, it } from "vitest";
import { digitsOnly, profileSchema, resetPasswordSchema, signInSchema, signUpSchema, signUpStep1Schema } from "../../domain/accounts.ts";
import en from "../../domain/i18n/locales/en.ts";

function messagesFor(input: Record<string, unknown>) {
  const result = signInSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe("signInSchema", () => {
  it("uses the spec's messages", () => {
    expect(messagesFor({ email: "", password: "x" })).toEqual(["validation.emailRequired"]);
    expect(messagesFor({ email: "not-an-email", password: "x" })).toEqual(["validation.emailInvalid"]);
    expect(messagesFor({ email: "a@b.co", password: "" })).toEqual(["validation.passwordRequired"]);
    expect(messagesFor({ email: "a@b.co" })).toEqual(["validation.passwordRequired"]);
    expect(en.validation).toMatchObject({
      emailRequired: "Email is required.",
      emailInvalid: "Must be a valid email address.",
      passwordRequired: "Password is required.",
    });
    expect(en.errors.loginIncorrect).toBe("The email address/ password you entered is incorrect.");
  });

  it("lower-cases the email", () => {
    expect(signInSchema.parse({ email: "  Rami@Example.COM ", password: "x" }).email).toBe("rami@example.com");
  });
});

function issues(
  schema: { safeParse: (input: unknown) => { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } } },
  input: unknown,
) {
  const result = schema.safeParse(input);
  // The first message of each field, as the forms show it.
  return result.success ? {} : Object.fromEntries(result.error!.issues.reverse().map((issue) => [issue.path.join("."), issue.message]));
}

describe("sign-up rules (SPEC.md §5)", () => {
  const valid = { email: "Nour@Example.com", password: "Beitna2026", confirmpassword: "Beitna2026" };

  it("uses the spec's wording for every failure", () => {
    expect(en.validation.passwordRules).toBe(
      "Please enter a valid password that is at least 8 characters long, and includes at least one number and one upper-case letter.",
    );
    expect(en.validation.newPasswordRequired).toBe("Password is required");
    expect(en.validation.confirmRequired).toBe("Please re-type your password.");
    expect(en.validation.passwordsMismatch).toBe("Your passwords do not match.");
    expect(en.validation.firstNameRequired).toBe("First Name is required.");
    expect(en.validation.lastNameRequired).toBe("Last Name is required.");
    expect(en.validation.phoneRequired).toBe("Phone Number is required.");
    expect(en.errors.accountExists).toBe("Account already exists, please click on log in.");
    expect(en.errors.accountExistsField).toBe("Account already exists");
    expect(en.errors.unverified).toBe("User email is not verified. Check email to validate your account.");
    expect(en.errors.sessionExpired).toBe("Your Session has Expired Please Login Again.");
  });

  it("needs 8+ characters with an upper-case letter, a lower-case letter and a digit", () => {
    expect(issues(signUpStep1Schema, valid)).toEqual({});
    for (const password of ["Short1A", "alllowercase1", "ALLUPPERCASE1", "NoDigitsHere"]) {
      expect(issues(signUpStep1Schema, { ...valid, password, confirmpassword: password }).password, password).toBe("validation.passwordRules");
    }
    expect(issues(signUpStep1Schema, { ...valid, password: "", confirmpassword: "" })).toMatchObject({
      password: "validation.newPasswordRequired",
      confirmpassword: "validation.confirmRequired",
    });
    expect(issues(signUpStep1Schema, { ...valid, confirmpassword: "Beitna2027" }).confirmpassword).toBe("validation.passwordsMismatch");
    // Every message that applies (SPEC.md §5): an invalid password that differs from its confirmation gets both.
    expect(issues(signUpStep1Schema, { ...valid, email: "not-an-email", password: "weak", confirmpassword: "weaker" })).toEqual({
      email: "validation.emailInvalid",
      password: "validation.passwordRules",
      confirmpassword: "validation.passwordsMismatch",
    });
    expect(signUpStep1Schema.parse(valid).email).toBe("nour@example.com");
  });

  it("needs names and a phone number valid for the chosen country, digits only", () => {
    const profile = { firstName: "Nour", lastName: "Saad", country: "LB", phone: "03 123 456" };
    expect(issues(profileSchema, profile)).toEqual({});
    expect(profileSchema.parse(profile).phone).toBe("03123456");
    expect(issues(profileSchema, { ...profile, firstName: " ", lastName: "" })).toMatchObject({
      firstName: "validation.firstNameRequired",
      lastName: "validation.lastNameRequired",
    });
    expect(issues(profileSchema, { ...profile, phone: "" }).phone).toBe("validation.phoneRequired");
    expect(issues(profileSchema, { ...profile, phone: "12" }).phone).toBe("validation.phoneInvalid");
    expect(issues(profileSchema, { ...profile, country: "FR", phone: "612345678" })).toEqual({});
    expect(issues(signUpSchema, { ...valid, ...profile })).toEqual({});
    expect(digitsOnly("+961 (3) 123-456")).toBe("9613123456");
  });

  it("resets a password under the same rules", () => {
    expect(issues(resetPasswordSchema, { token: "t", password: "weak", confirmpassword: "weak" }).password).toBe("validation.passwordRules");
    expect(issues(resetPasswordSchema, { token: "t", password: "Strong2026", confirmpassword: "Strong2026" })).toEqual({});
  });
});
