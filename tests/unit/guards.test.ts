import { describe, expect, it } from "vitest";
import { type AuthState, decideAccess, type RouteAccess, SIGNED_OUT } from "../../domain/guards.ts";

const signedIn: AuthState = { isAuth: true, isSpecial: false, isAdmin: false, completionPath: null };
const admin: AuthState = { ...signedIn, isAdmin: true };
const special: AuthState = { isAuth: false, isSpecial: true, isAdmin: false, completionPath: "/fbPostLogin" };
const unknown: AuthState = { ...SIGNED_OUT, isAuth: "unknown" };

describe("decideAccess", () => {
  const rows: Array<[RouteAccess, string, AuthState, ReturnType<typeof decideAccess>]> = [
    ["open", "visitor", SIGNED_OUT, { kind: "allow" }],
    ["open", "unknown", unknown, { kind: "allow" }],
    ["open", "special", special, { kind: "allow" }],
    ["public-only", "visitor", SIGNED_OUT, { kind: "allow" }],
    ["public-only", "signed in", signedIn, { kind: "redirect", to: "/" }],
    ["public-only", "special", special, { kind: "redirect", to: "/fbPostLogin" }],
    ["public-only", "unknown", unknown, { kind: "wait" }],
    ["special-only", "visitor", SIGNED_OUT, { kind: "redirect", to: "/" }],
    ["special-only", "signed in", signedIn, { kind: "redirect", to: "/" }],
    ["special-only", "special", special, { kind: "allow" }],
    ["private", "visitor", SIGNED_OUT, { kind: "sign-in" }],
    ["private", "signed in", signedIn, { kind: "allow" }],
    ["private", "special", special, { kind: "redirect", to: "/fbPostLogin" }],
    ["private", "unknown", unknown, { kind: "wait" }],
    ["admin", "visitor", SIGNED_OUT, { kind: "sign-in" }],
    ["admin", "signed in", signedIn, { kind: "forbidden" }],
    ["admin", "admin", admin, { kind: "allow" }],
    ["admin", "special", special, { kind: "redirect", to: "/fbPostLogin" }],
  ];
  it.each(rows)("%s route, %s user", (access, _who, state, expected) => {
    expect(decideAccess(access, state)).toEqual(expected);
  });

  it("sends a special user without a known provider to the Google completion route", () => {
    expect(decideAccess("private", { ...special, completionPath: null })).toEqual({ kind: "redirect", to: "/googleredirect2" });
  });
});
