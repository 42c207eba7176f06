import { describe, expect, it } from "vitest";
import { safeRedirect } from "../../domain/safe-redirect.ts";

describe("safeRedirect", () => {
  it.each([
    ["/", "/"],
    ["/dashboard?listing_type=Sale", "/dashboard?listing_type=Sale"],
    ["/listings/1#photos", "/listings/1#photos"],
    ["/ar/بيروت", "/ar/%D8%A8%D9%8A%D8%B1%D9%88%D8%AA"],
    // Encoded slashes stay one path segment on this site.
    ["/%2F%2Fevil.example", "/%2F%2Fevil.example"],
    ["/ /evil.example", "/%20/evil.example"],
  ])("keeps the same-site path %j", (target, kept) => {
    expect(safeRedirect(target)).toBe(kept);
  });

  it.each([
    "//evil.example",
    "///evil.example",
    "/\\evil.example",
    "\\/evil.example",
    "/\t/evil.example",
    "\t//evil.example",
    "/\n/evil.example",
    "/\r/evil.example",
    "/dashboard\r\nSet-Cookie: a=b",
    "/\u0000/evil.example",
    "/.//evil.example",
    "/..//evil.example",
    "https://evil.example",
    "http:/evil.example",
    "https:evil.example",
    "javascript:alert(1)",
    " /dashboard",
    "evil.example",
    "",
  ])("refuses %j", (target) => {
    expect(safeRedirect(target)).toBe("/");
  });

  it("falls back for a missing or non-text value", () => {
    expect(safeRedirect(null)).toBe("/");
    expect(safeRedirect(undefined, "/dashboard")).toBe("/dashboard");
  });
});
