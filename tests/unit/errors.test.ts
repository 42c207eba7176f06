import { describe, expect, it } from "vitest";
import ar from "../../domain/i18n/locales/ar.ts";
import en from "../../domain/i18n/locales/en.ts";
import fr from "../../domain/i18n/locales/fr.ts";
import { apiErrorCode, ERROR_TABLE, type ErrorCode, type ErrorSurface, errorMessageKey, errorStatus } from "../../domain/errors.ts";

type Tree = { [key: string]: string | Tree };
const lookup = (catalog: unknown, key: string) =>
  key.split(".").reduce<unknown>((node, part) => (node && typeof node === "object" ? (node as Tree)[part] : undefined), catalog);

const codes = Object.keys(ERROR_TABLE) as ErrorCode[];
const surfaces: Array<ErrorSurface | undefined> = [undefined, "admin", "listingForm", "listingPage"];

describe("the error table", () => {
  it("every code's message, on every screen, is in the three catalogs", () => {
    for (const code of codes)
      for (const surface of surfaces) {
        const key = errorMessageKey(code, surface);
        for (const catalog of [en, ar, fr]) expect(typeof lookup(catalog, key), `${code} on ${surface ?? "default"}: ${key}`).toBe("string");
      }
  });

  it("keeps the spec's codes and messages (SPEC.md §8)", () => {
    expect(apiErrorCode("invalid_credentials")).toBe(101);
    expect(lookup(en, errorMessageKey("invalid_credentials"))).toBe("The email address/ password you entered is incorrect.");
    expect(apiErrorCode("session_expired")).toBe(209);
    expect(lookup(en, errorMessageKey("session_expired"))).toBe("Your Session has Expired Please Login Again.");
    expect(apiErrorCode("not_found")).toBe("not_found");
  });

  it("statuses are HTTP errors, and screens keep their own wording", () => {
    for (const code of codes) expect(errorStatus(code)).toBeGreaterThanOrEqual(400);
    expect(errorMessageKey("not_found", "admin")).toBe("admin.errors.not_found");
    expect(errorMessageKey("same_plan", "admin")).toBe("errors.generic");
    expect(errorMessageKey("transition_not_allowed", "listingForm")).toBe("listingEditor.cannotEdit");
    expect(errorMessageKey("insufficient_credits", "listingForm")).toBe("dashboard.errors.insufficient_credits");
    expect(errorMessageKey("rate_limited", "listingPage")).toBe("listingPage.share.tooMany");
  });
});
