import { redirect } from "react-router";
import { safeRedirect } from "#domain/safe-redirect.ts";
import { withNotice, type ToastKey } from "~/lib/toasts.tsx";
import { AUTH_SCREEN_ERRORS, type AuthScreenError } from "~/lib/auth-screen-state.ts";

/**
 * True for a plain HTML form post: the page's scripts had not started (a slow phone), so the
 * browser waits for a page, not for the JSON a script would read.
 */
export function isDocumentSubmission(request: Request): boolean {
  return request.headers.get("sec-fetch-mode") === "navigate";
}

/** Back to the dialog on /login with its message and the email typed (never the password). */
export function backToDialog(dialog: "sign-in" | "forgot" | "resend", input: { error: string; email?: string; redirectTo?: string }) {
  const error: AuthScreenError = (AUTH_SCREEN_ERRORS as readonly string[]).includes(input.error) ? (input.error as AuthScreenError) : "errors.generic";
  const params = new URLSearchParams({ dialog, error });
  if (input.email) params.set("email", input.email);
  if (input.redirectTo) params.set("redirectTo", safeRedirect(input.redirectTo));
  return redirect(`/login?${params}`);
}

/** A document submission that succeeded: Sign In with the notice. */
export function doneToSignIn(notice: ToastKey) {
  return redirect(withNotice("/login", notice));
}
