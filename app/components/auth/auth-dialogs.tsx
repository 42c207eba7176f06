import { useTranslation } from "~/i18n/use-translation";
import { useLocation } from "react-router";
import type { AuthScreenState } from "~/lib/auth-screen-state.ts";
import type { AuthDialog } from "~/lib/auth-state.tsx";
import { AuthDialogFrame } from "./auth-dialog-frame.tsx";
import { EmailOnlyForm } from "./email-only-form.tsx";
import { SignInForm } from "./sign-in-form.tsx";
import { type SignUpAnswer, SignUpForm } from "./sign-up-form.tsx";

export interface AuthDialogsProps {
  dialog: AuthDialog;
  onSwitch: (dialog: NonNullable<AuthDialog>) => void;
  onClose: () => void;
  /** Why sign-in is asked for (the private-route guard says so). */
  message?: string;
  /** Where signing in lands; the current page by default. */
  redirectTo?: string;
  /** The answer a plain form post came back with (/login only). */
  initial?: AuthScreenState;
  /** The answer a plain Sign Up post came back with (/signup only). */
  signUpAnswer?: SignUpAnswer;
}

/** The four auth dialogs of SPEC.md §2, one open at a time. */
export function AuthDialogs({ dialog, onSwitch, onClose, message, redirectTo, initial, signUpAnswer }: AuthDialogsProps) {
  const { t } = useTranslation();
  const location = useLocation();
  if (!dialog) return null;
  const here = redirectTo ?? `${location.pathname}${location.search}`;
  const logIn = () => onSwitch("sign-in");
  switch (dialog) {
    case "sign-in":
      return (
        <AuthDialogFrame title={t("auth.signInTitle")} description={message ?? t("auth.signInIntro")} onClose={onClose} onLogIn={logIn}>
          <SignInForm redirectTo={here} onSwitch={onSwitch} initial={initial?.dialog === "sign-in" ? initial : undefined} />
        </AuthDialogFrame>
      );
    case "sign-up":
      return (
        <AuthDialogFrame title={t("auth.signUpTitle")} onClose={onClose} onLogIn={logIn}>
          <SignUpForm onCreated={onClose} onSwitch={onSwitch} redirectTo={here} initial={signUpAnswer} />
        </AuthDialogFrame>
      );
    case "forgot":
    case "resend": {
      // The two email-only dialogs differ only in their words and where they post.
      const forgot = dialog === "forgot";
      return (
        <AuthDialogFrame
          title={t(forgot ? "auth.forgotTitle" : "auth.resendTitle")}
          description={t(forgot ? "auth.forgotIntro" : "auth.resendIntro")}
          onClose={onClose}
          onLogIn={logIn}
        >
          <EmailOnlyForm
            id={forgot ? "forgot-password" : "resend-verification"}
            action={forgot ? "/auth/forgot-password" : "/auth/resend-verification"}
            submitLabel={t(forgot ? "auth.reset" : "auth.resend")}
            onDone={logIn}
            notice={forgot ? "passwordResetSent" : "verificationSent"}
            initialResult={initial?.dialog === dialog ? initial.result : undefined}
          />
        </AuthDialogFrame>
      );
    }
  }
}
