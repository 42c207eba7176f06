import { createContext } from "react-router";
import type { AccountTier } from "#domain/account-tier.ts";
import type { AuthState } from "#domain/guards.ts";

export interface SessionSummary {
  state: AuthState;
  user: { id: string; name: string; firstName: string; email: string; userType: "ADMIN" | "USER"; tier: AccountTier } | null;
  /** The request carried a session cookie that is no longer valid (SPEC.md §8, code 209). */
  expired?: boolean;
}

/** The request's session, read once by the root middleware. */
export const sessionContext = createContext<SessionSummary>();
