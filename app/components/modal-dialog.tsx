import * as Dialog from "@radix-ui/react-dialog";
import type { KeyboardEvent, ReactNode } from "react";

/** The centred card most dialogs are (a phone's width less a margin, at most `max-w-md`). */
export const CENTRED_CARD = "fixed start-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl ltr:-translate-x-1/2 rtl:translate-x-1/2";

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
