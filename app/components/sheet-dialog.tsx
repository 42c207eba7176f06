import * as Dialog from "@radix-ui/react-dialog";
import type { ReactNode, RefObject } from "react";
import { ModalDialog } from "./modal-dialog.tsx";

const SIDES = {
  // The phone menu (decision 0030): from the inline end, the page's height.
  end: "sheet-from-end fixed inset-y-0 end-0 z-50 flex w-[86vw] max-w-sm flex-col overflow-y-auto bg-white shadow-xl",
  // The search's filters on a phone: from the bottom, most of the screen.
  bottom: "sheet-from-bottom fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col rounded-t-2xl bg-white shadow-xl",
};

/**
 * A phone sheet (the menu, the search's filters) with its title and close button, in a chunk loaded
 * on the first tap of its button (decision 0032), so Radix's dialog is not in the page's first
 * download. The button stays the eager page's: the sheet gives focus back to it on closing.
 */
export function SheetDialog({
  open,
  onOpenChange,
  returnFocusTo,
  side,
  title,
  description,
  closeLabel,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
  side: keyof typeof SIDES;
  title: string;
  /** Read by screen readers only. */
  description: string;
  closeLabel: string;
  children: ReactNode;
}) {
  return (
    <ModalDialog open={open} onOpenChange={onOpenChange} onClosed={() => returnFocusTo.current?.focus()} contentClassName={SIDES[side]}>
      <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
        <Dialog.Title className="text-lg font-bold text-slate-900">{title}</Dialog.Title>
        <Dialog.Close className="grid size-11 place-items-center rounded-lg text-slate-700 hover:bg-slate-100" aria-label={closeLabel}>
          <span aria-hidden="true" className="text-xl">
            ✕
          </span>
        </Dialog.Close>
      </div>
      <Dialog.Description className="sr-only">{description}</Dialog.Description>
      {children}
    </ModalDialog>
  );
}
