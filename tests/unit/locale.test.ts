import { describe, expect, it } from "vitest";
import { resolveLocale, textDirection } from "../../domain/locale.ts";

describe("resolveLocale", () => {
  it("prefers the query, then the cookie, then the browser", () => {
    expect(resolveLocale({ query: "fr", cookie: "ar", acceptLanguage: "en" })).toBe("fr");
    expect(resolveLocale({ query: "xx", cookie: "ar", acceptLanguage: "fr" })).toBe("ar");
    expect(resolveLocale({ acceptLanguage: "de-DE,fr;q=0.8,ar;q=0.9" })).toBe("ar");
    expect(resolveLocale({ acceptLanguage: "fr-LB" })).toBe("fr");
  });

  it("falls back to English", () => {
    expect(resolveLocale({})).toBe("en");
    expect(resolveLocale({ acceptLanguage: "de, it;q=0.5" })).toBe("en");
  });

  it("writes Arabic right to left", () => {
    expect(textDirection("ar")).toBe("rtl");
    expect(textDirection("fr")).toBe("ltr");
  });
});
