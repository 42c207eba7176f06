// Route guards of SPEC.md §2 as a pure decision, shared by the server
// middleware and the client (and unit-tested row by row).

export type RouteAccess = "open" | "public-only" | "special-only" | "private" | "admin";

export interface AuthState {
  /** "unknown" only on the client before the session has been read. */
  isAuth: boolean | "unknown";
  isSpecial: boolean;
  isAdmin: boolean;
  /** Where a special user completes the profile (/googleredirect2 or /fbPostLogin). */
  completionPath: string | null;
}

export const SIGNED_OUT: AuthState = { isAuth: false, isSpecial: false, isAdmin: false, completionPath: null };

export type GuardOutcome = { kind: "allow" } | { kind: "wait" } | { kind: "sign-in" } | { kind: "forbidden" } | { kind: "redirect"; to: string };

export function decideAccess(access: RouteAccess, state: AuthState): GuardOutcome {
  if (access === "open") return { kind: "allow" };
  if (state.isAuth === "unknown") return { kind: "wait" };
  const completion = state.isSpecial ? (state.completionPath ?? "/googleredirect2") : null;
  switch (access) {
    case "public-only":
      if (completion) return { kind: "redirect", to: completion };
      return state.isAuth ? { kind: "redirect", to: "/" } : { kind: "allow" };
    case "special-only":
      return state.isSpecial ? { kind: "allow" } : { kind: "redirect", to: "/" };
    case "private":
      if (completion) return { kind: "redirect", to: completion };
      return state.isAuth ? { kind: "allow" } : { kind: "sign-in" };
    case "admin":
      if (completion) return { kind: "redirect", to: completion };
      if (!state.isAuth) return { kind: "sign-in" };
      return state.isAdmin ? { kind: "allow" } : { kind: "forbidden" };
  }
}
