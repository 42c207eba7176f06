import { getFormProps, getInputProps, getTextareaProps, type SubmissionResult, useForm } from "@conform-to/react";
import { DialogActions } from "~/components/admin/admin-parts.tsx";
import { parseWithZod } from "@conform-to/zod/v4";
import * as Dialog from "@radix-ui/react-dialog";
import { Form } from "react-router";
import { type PriceChangeRow, REJECT_REASON_MAX, revertPriceSchema } from "#domain/admin.ts";
import { isolate } from "#domain/bidi.ts";
import { BEIRUT } from "#domain/days.ts";
import { dateFormat } from "#domain/intl.ts";
import { listingPath } from "#domain/listing-url.ts";
import { formatMoney } from "#domain/money.ts";
import { FieldError, FormAlert, inputClass, labelClass } from "~/components/ui/field.tsx";
import { useIsPending } from "~/components/ui/use-is-pending.ts";
import { CENTRED_CARD } from "~/components/modal-dialog.tsx";
import { OwnerText } from "~/components/owner-text.tsx";
import { useTranslation } from "~/i18n/use-translation";
import { buttonClass } from "~/components/ui/button.tsx";

/** The server's refusal of one change's revert: the dialog opens again with it and what was typed. */
export interface RevertAnswer {
  changeId: number;
  result: SubmissionResult<string[]>;
}

/** Asks for the reason the owner will read, then posts the revert (decision 0076). */
function RevertDialog({ change, lastResult }: { change: PriceChangeRow; lastResult: SubmissionResult<string[]> | undefined }) {
  const { t, i18n } = useTranslation();
  const busy = useIsPending();
  const [form, fields] = useForm<{ propertyId: string; changeId: number; reason: string }>({
    id: `revert-${change.id}`,
    lastResult,
    defaultValue: { propertyId: change.propertyId, changeId: change.id },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: revertPriceSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const price = formatMoney(change.oldPrice, change.oldUnit, i18n.language);
  return (
    <Dialog.Root defaultOpen={Boolean(lastResult)}>
      <Dialog.Trigger aria-label={t("admin.prices.revertLabel", { title: isolate(change.title) })} className={buttonClass({ variant: "refuse", size: "sm" })}>
        {t("admin.prices.revert")}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content className={`${CENTRED_CARD} max-h-[92vh] overflow-y-auto`}>
          <Dialog.Title className="text-xl font-bold text-slate-900">{t("admin.prices.revertTitle", { price, title: isolate(change.title) })}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-700">{t("admin.prices.revertIntro", { price })}</Dialog.Description>
          <Form method="post" {...getFormProps(form)} className="mt-4 space-y-3">
            <input type="hidden" name="intent" value="revert" />
            <input {...getInputProps(fields.propertyId, { type: "hidden" })} key={fields.propertyId.key} />
            <input {...getInputProps(fields.changeId, { type: "hidden" })} key={fields.changeId.key} />
            <FormAlert errors={form.errors} />
            <div>
              <label htmlFor={fields.reason.id} className={labelClass}>
                {t("admin.prices.reason")}
              </label>
              <textarea
                {...getTextareaProps(fields.reason)}
                key={fields.reason.key}
                rows={3}
                maxLength={REJECT_REASON_MAX}
                aria-describedby={fields.reason.errors ? fields.reason.errorId : undefined}
                className={inputClass(Boolean(fields.reason.errors))}
              />
              <FieldError id={fields.reason.errorId} errors={fields.reason.errors?.slice(0, 1)} />
            </div>
            <DialogActions cancel={t("admin.prices.cancel")} confirm={t("admin.prices.revertConfirm")} busy={busy} />
          </Form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** One owner's live price change: the listing, before and after, when, whose; Revert while it is the listing's price. */
export function PriceChangeCard({ change, answer }: { change: PriceChangeRow; answer: RevertAnswer | undefined }) {
  const { t, i18n } = useTranslation();
  const money = (amount: number, unit: PriceChangeRow["oldUnit"]) => formatMoney(amount, unit, i18n.language);
  const when = dateFormat(i18n.language, { dateStyle: "medium", timeStyle: "short", timeZone: BEIRUT }).format(new Date(change.changedAt));
  const headingId = `price-change-${change.id}`;
  return (
    <li>
      <article aria-labelledby={headingId} data-price-change={change.id} className="rounded-xl border border-slate-200 p-4">
        <h3 id={headingId} dir="auto" className="font-semibold">
          <a href={listingPath({ id: change.propertyId, listingType: change.listingType, title: change.title })} className="text-brand-700 underline">
            {change.title}
          </a>
        </h3>
        <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
          <div>
            <dt className="text-xs font-medium text-slate-600">{t("admin.prices.before")}</dt>
            <dd className="text-slate-900">{money(change.oldPrice, change.oldUnit)}</dd>
          </div>
          <div>
            <dt className="text-xs font-medium text-slate-600">{t("admin.prices.after")}</dt>
            <dd className="font-semibold text-slate-900">{money(change.newPrice, change.newUnit)}</dd>
          </div>
          <div>
            <dt className="text-xs font-medium text-slate-600">{t("admin.prices.when")}</dt>
            <dd className="text-slate-900">{when}</dd>
          </div>
          <div>
            <dt className="text-xs font-medium text-slate-600">{t("admin.prices.owner")}</dt>
            <dd className="text-slate-900">
              <OwnerText>{change.ownerName}</OwnerText>
              <br />
              <span dir="ltr" className="break-all text-slate-700">
                {change.ownerEmail}
              </span>
            </dd>
          </div>
        </dl>
        <div className="mt-3">
          {change.state === "revertable" ? (
            <RevertDialog change={change} lastResult={answer?.changeId === change.id ? answer.result : undefined} />
          ) : (
            <p className="inline-block rounded bg-slate-100 px-2 py-0.5 text-sm font-medium text-slate-800">
              {t(change.state === "reverted" ? "admin.prices.reverted" : "admin.prices.superseded")}
            </p>
          )}
        </div>
      </article>
    </li>
  );
}
