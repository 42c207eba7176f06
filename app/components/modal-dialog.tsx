import * as Dialog from "@radix-ui/react-dialog";
import type { KeyboardEvent, ReactNode } from "react";

/** The centred card most dialogs are (a phone's width less a margin, at most `max-w-md`). */
export const CENTRED_CARD =
  "fixed start-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl ltr:-translate-x-1/2 rtl:translate-x-1/2";

/**
 * A Radix dialog opened from a button of the eager page, its code loaded on the first tap
 * (`LazyDialogSlot`, decision 0032): on closing, `onClosed` gives focus back to that button, which
 * Radix's own trigger would do but which lives outside this chunk.
 */
export function ModalDialog({
  open,
  onOpenChange,
  onClosed,
  overlayClassName = "fixed inset-0 z-40 bg-slate-900/50",
  contentClassName = CENTRED_CARD,
  onKeyDown,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onClosed: () => void;
  overlayClassName?: string;
  contentClassName?: string;
  onKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={overlayClassName} />
        <Dialog.Content
          onKeyDown={onKeyDown}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onClosed();
          }}
          className={contentClassName}
        >
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * The card of a question asked once before an action that cannot be taken back silently (ending a
 * tenancy, confirming a payment): its title, what follows, Cancel, and the action's own control
 * (a button, or a form posting it). Inside the caller's `Dialog.Root`, which holds the open state.
 */
export function ConfirmCard({
  title,
  description,
  cancelLabel,
  children,
}: {
  title: ReactNode;
  description: ReactNode;
  cancelLabel: string;
  children: ReactNode;
}) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
      <Dialog.Content className={CENTRED_CARD}>
        <Dialog.Title className="text-lg font-bold text-slate-900">{title}</Dialog.Title>
        <Dialog.Description className="mt-2 text-sm text-slate-700">{description}</Dialog.Description>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <Dialog.Close type="button" className="min-h-11 rounded border border-slate-400 px-4 py-2 font-medium text-slate-800 hover:bg-slate-100">
            {cancelLabel}
          </Dialog.Close>
          {children}
        </div>
      </Dialog.Content>
    </Dialog.Portal>
  );
}
