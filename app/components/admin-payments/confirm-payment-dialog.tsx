import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";
import { Form } from "react-router";
import { formatUsd } from "#domain/credits.ts";
import { isolate } from "#domain/bidi.ts";
import type { PaymentView } from "#server/payments/find-payments.server.ts";
import { CENTRED_CARD } from "~/components/modal-dialog.tsx";
import { useTranslation } from "~/i18n/use-translation";

/** Confirm asks once, naming the amount and the payer: confirming adds money that cannot be taken back silently. */
export function ConfirmPaymentDialog({ payment, disabled }: { payment: PaymentView; disabled: boolean }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const amount = isolate(formatUsd(payment.amountUsd, i18n.language));
  const name = isolate(payment.buyer.name);
  const question = payment.planName
    ? t("credits.admin.confirmPlanQuestion", { amount, name, plan: isolate(payment.planName) })
    : t("credits.admin.confirmQuestion", { amount, name });
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger disabled={disabled} className="min-h-11 rounded bg-emerald-700 px-4 py-2 text-sm font-semibold text-white hover:bg-emerald-800 disabled:opacity-60">
        {t("credits.admin.confirm")}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content className={CENTRED_CARD}>
          <Dialog.Title className="text-lg font-bold text-slate-900">{question}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-700">{t("credits.admin.confirmBody", { reference: payment.reference })}</Dialog.Description>
          <Form method="post" onSubmit={() => setOpen(false)} className="mt-6 flex flex-wrap justify-end gap-3">
            <input type="hidden" name="intent" value="confirm" />
            <input type="hidden" name="paymentId" value={payment.id} />
            <Dialog.Close type="button" className="min-h-11 rounded border border-slate-400 px-4 py-2 font-medium text-slate-800 hover:bg-slate-100">
              {t("credits.admin.cancel")}
            </Dialog.Close>
            <button type="submit" className="min-h-11 rounded bg-emerald-700 px-4 py-2 font-semibold text-white hover:bg-emerald-800">
              {t("credits.admin.confirm")}
            </button>
          </Form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
