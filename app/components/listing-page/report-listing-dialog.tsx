import { getFormProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import * as Dialog from "@radix-ui/react-dialog";
import { useFetcher } from "react-router";
import { LISTING_REPORT_REASONS, listingReportSchema, REPORT_MESSAGE_MAX } from "#domain/listing-reports.ts";
import { buttonClass } from "~/components/ui/button.tsx";
import { FieldError, FormAlert, inputClass, labelClass, SelectField } from "~/components/ui/field.tsx";
import { StatusButton } from "~/components/ui/status-button.tsx";
import { isFetcherPending } from "~/components/ui/use-is-pending.ts";
import { CENTRED_CARD, ModalDialog } from "~/components/modal-dialog.tsx";
import { useTranslation } from "~/i18n/use-translation";
import { REPORT_FETCHER_KEY, type ReportActionData } from "./report-listing.tsx";

/** The report's dialog: its form, Conform and the schema load when it first opens (decision 0032). */
export function ReportListingDialog({ open, onOpenChange, onClosed }: { open: boolean; onOpenChange: (open: boolean) => void; onClosed: () => void }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<ReportActionData>({ key: REPORT_FETCHER_KEY });
  const busy = isFetcherPending(fetcher);
  const answer = !busy && fetcher.data?.intent === "report" ? fetcher.data : undefined;
  const [form, fields] = useForm({
    id: "report-listing",
    lastResult: answer?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: listingReportSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <ModalDialog open={open} onOpenChange={onOpenChange} onClosed={onClosed} contentClassName={`${CENTRED_CARD} max-h-[92vh] overflow-y-auto`}>
      <div className="mb-2 flex items-start justify-between gap-4">
        <Dialog.Title className="text-xl font-bold text-slate-900">{t("cards.report.title")}</Dialog.Title>
        <Dialog.Close className="rounded p-1 text-slate-600 hover:bg-slate-100" aria-label={t("common.close")}>
          <span aria-hidden="true">✕</span>
        </Dialog.Close>
      </div>
      <Dialog.Description className="mb-4 text-sm text-slate-700">{t("cards.report.intro")}</Dialog.Description>
      <fetcher.Form method="post" {...getFormProps(form)} className="space-y-2">
        <input type="hidden" name="intent" value="report" />
        <FormAlert errors={form.errors} />
        <SelectField
          field={fields.reason}
          label={t("cards.report.reason")}
          placeholder={t("cards.report.chooseReason")}
          options={LISTING_REPORT_REASONS}
          optionLabel={(reason) => t(`cards.report.reasons.${reason as (typeof LISTING_REPORT_REASONS)[number]}`)}
        />
        <div>
          <label htmlFor={fields.message.id} className={labelClass}>
            {t("cards.report.message")}
          </label>
          <textarea
            {...getTextareaProps(fields.message)}
            key={fields.message.key}
            rows={4}
            maxLength={REPORT_MESSAGE_MAX}
            dir="auto"
            aria-describedby={`${fields.message.id}-hint${fields.message.errors ? ` ${fields.message.errorId}` : ""}`}
            className={inputClass(Boolean(fields.message.errors))}
          />
          <p id={`${fields.message.id}-hint`} className="mt-1 text-xs text-slate-600">
            {t("cards.report.messageHint")}
          </p>
          <FieldError id={fields.message.errorId} errors={fields.message.errors?.slice(0, 1)} />
        </div>
        <div className="flex flex-wrap justify-end gap-2 pt-2">
          <Dialog.Close className={buttonClass({ variant: "quiet" })}>{t("cards.report.cancel")}</Dialog.Close>
          <StatusButton status={busy ? "pending" : "idle"} pendingLabel={t("cards.report.sending")} variant="danger">
            {t("cards.report.submit")}
          </StatusButton>
        </div>
      </fetcher.Form>
    </ModalDialog>
  );
}
