import { createContext, type ReactNode, useContext, useMemo, useState } from "react";
import { useLocation, useRouteLoaderData } from "react-router";
import { SIGNED_OUT, type AuthState } from "#domain/guards.ts";
import type { SessionSummary } from "./session-context.ts";

const UNKNOWN: SessionSummary = { state: { ...SIGNED_OUT, isAuth: "unknown" }, user: null };

/** The session as the root loader saw it; "unknown" until that data exists. */
export function useSession(): SessionSummary {
  const root = useRouteLoaderData("root") as { session: SessionSummary } | undefined;
  return root?.session ?? UNKNOWN;
}

export function useAuthState(): AuthState {
  return useSession().state;
}

export type AuthDialog = "sign-in" | "sign-up" | "forgot" | "resend" | null;

interface AuthDialogControl {
  dialog: AuthDialog;
  open(dialog: Exclude<AuthDialog, null>): void;
  close(): void;
}

const AuthDialogContext = createContext<AuthDialogControl>({ dialog: null, open: () => {}, close: () => {} });

/** One auth dialog open at a time (SPEC.md §2 "Auth dialogs"). */
export function AuthDialogProvider({ children }: { children: ReactNode }) {
  // A dialog belongs to the location it was opened on: any navigation
  // (signing in ends with one) closes it.
  const { key } = useLocation();
  const [opened, setOpened] = useState<{ dialog: AuthDialog; key: string } | null>(null);
  const dialog = opened?.key === key ? opened.dialog : null;
  const value = useMemo<AuthDialogControl>(() => ({ dialog, open: (next) => setOpened({ dialog: next, key }), close: () => setOpened(null) }), [dialog, key]);
  return <AuthDialogContext.Provider value={value}>{children}</AuthDialogContext.Provider>;
}

export const useAuthDialog = () => useContext(AuthDialogContext);
