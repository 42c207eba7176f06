import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { Form } from "react-router";
import { Button, buttonClass } from "~/components/ui/button.tsx";

/** A dashboard action that asks first: a Radix dialog (focus kept inside) holding the POST form. */
export function ConfirmAction({ intent, propertyId, label, title, body }: { intent: string; propertyId: string; label: string; title: string; body: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={buttonClass({ variant: "refuse", size: "sm" })}>{label}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content className="fixed start-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl ltr:-translate-x-1/2 rtl:translate-x-1/2">
          <Dialog.Title className="text-lg font-bold text-slate-900">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-700">{body}</Dialog.Description>
          <Form method="post" onSubmit={() => setOpen(false)} className="mt-6 flex flex-wrap justify-end gap-3">
            <input type="hidden" name="intent" value={intent} />
            <input type="hidden" name="propertyId" value={propertyId} />
            <Dialog.Close type="button" className={buttonClass({ variant: "quiet" })}>
              {t("dashboard.keep")}
            </Dialog.Close>
            <Button type="submit" variant="danger">
              {label}
            </Button>
          </Form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
