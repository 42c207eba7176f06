import * as Dialog from "@radix-ui/react-dialog";
import { type ReactNode, useId } from "react";
import { useTranslation } from "~/i18n/use-translation";

/**
 * The frame every auth dialog shares: title, close button, the footer link
 * back to Log in. Not portalled, so a server-rendered page shows it before
 * scripts arrive.
 */
export function AuthDialogFrame({
  title,
  description,
  onClose,
  onLogIn,
  children,
}: {
  title: string;
  description?: string;
  onClose: () => void;
  onLogIn: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  // Radix links the title only after it mounts in the browser; the server's HTML names the dialog too.
  const titleId = useId();
  return (
    <Dialog.Root open onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
      <Dialog.Content
        aria-labelledby={titleId}
        // Start in the first field: that is what the user came to fill.
        onOpenAutoFocus={(event) => {
          const field = (event.currentTarget as HTMLElement).querySelector<HTMLInputElement>("input:not([type=hidden])");
          if (field) {
            event.preventDefault();
            field.focus();
          }
        }}
        className="fixed start-1/2 top-1/2 z-50 max-h-[92vh] w-[calc(100%-2rem)] max-w-md -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl ltr:-translate-x-1/2 rtl:translate-x-1/2"
      >
        <div className="mb-4 flex items-start justify-between gap-4">
          <Dialog.Title id={titleId} className="text-xl font-bold text-slate-900">
            {title}
          </Dialog.Title>
          <Dialog.Close className="rounded p-1 text-slate-600 hover:bg-slate-100" aria-label={t("auth.closeDialog")}>
            <span aria-hidden="true">✕</span>
          </Dialog.Close>
        </div>
        {description ? (
          <Dialog.Description className="mb-4 text-sm text-slate-700">{description}</Dialog.Description>
        ) : (
          <Dialog.Description className="sr-only">{title}</Dialog.Description>
        )}
        {children}
        <footer className="mt-6 border-t border-slate-200 pt-3 text-center text-sm">
          <button type="button" onClick={onLogIn} className="font-medium text-brand-700 underline">
            {t("auth.backToLogin")}
          </button>
        </footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}
