import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";
import { Form } from "react-router";
import { formatUsd } from "#domain/credits.ts";
import { isolate } from "#domain/bidi.ts";
import { toDecimal } from "#domain/money.ts";
import type { PaymentView } from "#domain/payments.ts";
import { ConfirmCard } from "~/components/modal-dialog.tsx";
import { useTranslation } from "~/i18n/use-translation";

/** Confirm asks once, naming the amount and the payer: confirming adds money that cannot be taken back silently. */
export function ConfirmPaymentDialog({ payment, disabled }: { payment: PaymentView; disabled: boolean }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const amount = isolate(formatUsd(toDecimal(payment.amountCents), i18n.language));
  const name = isolate(payment.buyer.name);
  const question = payment.planName
    ? t("credits.admin.confirmPlanQuestion", { amount, name, plan: isolate(payment.planName) })
    : t("credits.admin.confirmQuestion", { amount, name });
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        disabled={disabled}
        className="min-h-11 rounded bg-emerald-700 px-4 py-2 text-sm font-semibold text-white hover:bg-emerald-800 disabled:opacity-60"
      >
        {t("credits.admin.confirm")}
      </Dialog.Trigger>
      <ConfirmCard title={question} description={t("credits.admin.confirmBody", { reference: payment.reference })} cancelLabel={t("credits.admin.cancel")}>
        <Form method="post" onSubmit={() => setOpen(false)}>
          <input type="hidden" name="intent" value="confirm" />
          <input type="hidden" name="paymentId" value={payment.id} />
          <button type="submit" className="min-h-11 rounded bg-emerald-700 px-4 py-2 font-semibold text-white hover:bg-emerald-800">
            {t("credits.admin.confirm")}
          </button>
        </Form>
      </ConfirmCard>
    </Dialog.Root>
  );
}
