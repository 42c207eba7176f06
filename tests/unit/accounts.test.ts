import { describe, expect, it } from "vitest";
import { safeRedirect, signInSchema } from "../../domain/accounts.ts";
import en from "../../app/i18n/locales/en.ts";

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
    expect(en.validation).toEqual({
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

describe("safeRedirect", () => {
  it("follows only same-site paths", () => {
    expect(safeRedirect("/dashboard?listing_type=Sale")).toBe("/dashboard?listing_type=Sale");
    expect(safeRedirect("//evil.example")).toBe("/");
    expect(safeRedirect("/\\evil.example")).toBe("/");
    expect(safeRedirect("https://evil.example")).toBe("/");
    expect(safeRedirect(null)).toBe("/");
  });
});
