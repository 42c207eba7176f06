import * as Dialog from "@radix-ui/react-dialog";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { SignInForm } from "./sign-in-form.tsx";

/**
 * The Sign In dialog of SPEC.md §2; closing it is the caller's decision. It is
 * not portalled, so a server-rendered page shows it before scripts arrive.
 */
export function SignInDialog({
  open,
  onClose,
  message,
  redirectTo,
}: {
  open: boolean;
  onClose: () => void;
  message?: string;
  redirectTo?: string;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content
          // Start in the email field: that is what the user came to fill.
          onOpenAutoFocus={(event) => {
            const email = (event.currentTarget as HTMLElement).querySelector<HTMLInputElement>('input[type="email"]');
            if (email) {
              event.preventDefault();
              email.focus();
            }
          }}
          className="fixed start-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-md -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl ltr:-translate-x-1/2 rtl:translate-x-1/2">
          <div className="mb-4 flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-bold text-slate-900">{t("auth.signInTitle")}</Dialog.Title>
            <Dialog.Close className="rounded p-1 text-slate-600 hover:bg-slate-100" aria-label={t("auth.closeDialog")}>
              <span aria-hidden="true">✕</span>
            </Dialog.Close>
          </div>
          <Dialog.Description className="mb-4 text-sm text-slate-700">{message ?? t("auth.signInIntro")}</Dialog.Description>
          <SignInForm redirectTo={redirectTo ?? `${location.pathname}${location.search}`} />
          <div className="mt-4 flex flex-wrap justify-between gap-2 text-sm">
            <span>
              {t("auth.noAccount")}{" "}
              <Link to="/signup" className="font-medium text-brand-700 underline">
                {t("auth.signUpLink")}
              </Link>
            </span>
            <Link to="/resetpassword" className="text-brand-700 underline">
              {t("auth.forgotPassword")}
            </Link>
          </div>
          <footer className="mt-6 border-t border-slate-200 pt-3 text-center text-sm">
            <Link to="/login" className="font-medium text-brand-700 underline">
              {t("auth.backToLogin")}
            </Link>
          </footer>
        </Dialog.Content>
    </Dialog.Root>
  );
}
