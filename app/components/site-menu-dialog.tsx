import * as Dialog from "@radix-ui/react-dialog";
import type { ReactNode, RefObject } from "react";
import { useTranslation } from "~/i18n/use-translation";

/**
 * The phone menu's sheet (decision 0030), loaded on the first tap of its button (decision 0032): the
 * button stays the eager page's, so the sheet gives focus back to it on closing.
 */
export function SiteMenuDialog({
  open,
  onOpenChange,
  returnFocusTo,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="sheet-from-end fixed inset-y-0 end-0 z-50 flex w-[86vw] max-w-sm flex-col overflow-y-auto bg-white shadow-xl"
        >
          <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
            <Dialog.Title className="text-lg font-bold text-slate-900">{t("phone.menuTitle")}</Dialog.Title>
            <Dialog.Close className="grid size-11 place-items-center rounded-lg text-slate-700 hover:bg-slate-100" aria-label={t("phone.closeMenu")}>
              <span aria-hidden="true" className="text-xl">
                ✕
              </span>
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{t("common.appName")}</Dialog.Description>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
