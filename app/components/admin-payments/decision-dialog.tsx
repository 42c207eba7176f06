import { getFormProps, getInputProps, getTextareaProps, type SubmissionResult, useForm } from "@conform-to/react";
import { DialogActions } from "~/components/admin/admin-parts.tsx";
import { parseWithZod } from "@conform-to/zod/v4";
import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";
import { Form } from "react-router";
import { refundPaymentSchema, rejectPaymentSchema } from "#domain/payments.ts";
import { FieldError, FormAlert, inputClass, labelClass } from "~/components/ui/field.tsx";
import { useIsPending } from "~/components/ui/use-is-pending.ts";
import { buttonClass } from "~/components/ui/button.tsx";
import { useTranslation } from "~/i18n/use-translation";

/**
 * Reject (a reason) or refund to credits (an amount and a reason) one payment, in a dialog that
 * opens again with its message and what was typed when the server refuses.
 */
export function DecisionDialog({
  intent,
  paymentId,
  reference,
  maxUsd,
  lastResult,
}: {
  intent: "reject" | "refund";
  paymentId: string;
  reference: string;
  maxUsd?: number;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation();
  const busy = useIsPending();
  const schema = intent === "reject" ? rejectPaymentSchema : refundPaymentSchema;
  const [form, fields] = useForm<{ paymentId: string; reason: string; amount?: string }>({
    id: `${intent}-${paymentId}`,
    lastResult,
    defaultValue: { paymentId, ...(maxUsd !== undefined ? { amount: maxUsd.toFixed(2) } : {}) },
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const [open, setOpen] = useState(Boolean(lastResult));
  const danger = intent === "reject";
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={buttonClass({ variant: danger ? "refuse" : "quiet", size: "sm" })}>
        {t(danger ? "credits.admin.reject" : "credits.admin.refund")}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content className="fixed start-1/2 top-1/2 z-50 max-h-[92vh] w-[calc(100%-2rem)] max-w-md -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl ltr:-translate-x-1/2 rtl:translate-x-1/2">
          <Dialog.Title className="text-xl font-bold text-slate-900">
            {t(danger ? "credits.admin.rejectTitle" : "credits.admin.refundTitle", { reference })}
          </Dialog.Title>
          <Dialog.Description className="sr-only">{t(danger ? "credits.admin.rejectTitle" : "credits.admin.refundTitle", { reference })}</Dialog.Description>
          <Form
            method="post"
            {...getFormProps(form)}
            onSubmit={(event) => {
              form.onSubmit(event);
              // A valid decision closes the dialog; the card shows it at once (see AdminPaymentCard).
              if (!event.defaultPrevented) setOpen(false);
            }}
            className="mt-4 space-y-3"
          >
            <input type="hidden" name="intent" value={intent} />
            <input {...getInputProps(fields.paymentId, { type: "hidden" })} key={fields.paymentId.key} />
            <FormAlert errors={form.errors} />
            {intent === "refund" ? (
              <div>
                <label htmlFor={fields.amount.id} className={labelClass}>
                  {t("credits.admin.refundAmount", { max: maxUsd?.toFixed(2) ?? "" })}
                </label>
                <input
                  {...getInputProps(fields.amount, { type: "number" })}
                  key={fields.amount.key}
                  step="0.01"
                  min="0.01"
                  max={maxUsd}
                  dir="ltr"
                  inputMode="decimal"
                  aria-describedby={fields.amount.errors ? fields.amount.errorId : undefined}
                  className={inputClass(Boolean(fields.amount.errors))}
                />
                <FieldError id={fields.amount.errorId} errors={fields.amount.errors?.slice(0, 1)} />
              </div>
            ) : null}
            <div>
              <label htmlFor={fields.reason.id} className={labelClass}>
                {t("credits.admin.reasonLabel")}
              </label>
              <textarea
                {...getTextareaProps(fields.reason)}
                key={fields.reason.key}
                rows={3}
                maxLength={500}
                aria-describedby={fields.reason.errors ? fields.reason.errorId : undefined}
                className={inputClass(Boolean(fields.reason.errors))}
              />
              <FieldError id={fields.reason.errorId} errors={fields.reason.errors?.slice(0, 1)} />
            </div>
            <DialogActions
              cancel={t("credits.admin.cancel")}
              confirm={t(danger ? "credits.admin.reject" : "credits.admin.refund")}
              busy={busy}
              danger={danger}
            />
          </Form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
