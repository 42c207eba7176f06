import type { SubmissionResult } from "@conform-to/react";
import type { AuthDialog } from "./auth-state.tsx";

/** The messages /login may be asked to show after a plain form post (see document-fallback). */
export const AUTH_SCREEN_ERRORS = [
  "errors.loginIncorrect",
  "errors.unverified",
  "errors.tooManyAttempts",
  "errors.generic",
  "validation.emailInvalid",
  "validation.emailRequired",
  "validation.passwordRequired",
] as const;
export type AuthScreenError = (typeof AUTH_SCREEN_ERRORS)[number];

export interface AuthScreenState {
  dialog: Exclude<AuthDialog, null | "sign-up">;
  /** What the dialog's form shows as if it had just been answered. */
  result?: SubmissionResult<string[]>;
  unverified: boolean;
}

/** Reads `/login?dialog=&error=&email=` back into the dialog's first state. */
export function authScreenState(params: URLSearchParams): AuthScreenState {
  const requested = params.get("dialog");
  const dialog = requested === "forgot" || requested === "resend" ? requested : "sign-in";
  const error = params.get("error");
  if (!error || !(AUTH_SCREEN_ERRORS as readonly string[]).includes(error)) return { dialog, unverified: false };
  const email = params.get("email") ?? "";
  return {
    dialog,
    unverified: error === "errors.unverified",
    result: { status: "error", initialValue: { email }, error: { "": [error] } },
  };
}
