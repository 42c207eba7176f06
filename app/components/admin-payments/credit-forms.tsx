import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "react-router";
import { adjustCreditsSchema, creditPacksSchema } from "#domain/credits.ts";
import { FormAlert, Field } from "~/components/ui/field.tsx";
import { StatusButton } from "~/components/ui/status-button.tsx";
import { useIsPending } from "~/components/ui/use-is-pending.ts";
import { useTranslation } from "~/i18n/use-translation";

const card = "space-y-3 rounded-xl border border-slate-200 p-4";

/** An admin adds or takes a user's credits, with a reason. */
export function AdjustCreditsForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation();
  const busy = useIsPending();
  const [form, fields] = useForm({
    id: "adjust-credits",
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: adjustCreditsSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <section aria-labelledby="adjust-heading" className={card}>
      <h3 id="adjust-heading" className="text-lg font-semibold text-slate-900">
        {t("credits.admin.adjustTitle")}
      </h3>
      <Form method="post" {...getFormProps(form)} className="space-y-2">
        <input type="hidden" name="intent" value="adjust" />
        <FormAlert errors={form.errors} />
        <Field field={fields.email} label={t("credits.admin.adjustEmail")} type="email" dir="ltr" />
        <Field field={fields.amount} label={t("credits.admin.adjustAmount")} dir="ltr" hint={t("credits.admin.adjustHint")} />
        <Field field={fields.reason} label={t("credits.admin.adjustReason")} />
        <StatusButton status={busy ? "pending" : "idle"}>{t("credits.admin.adjustSubmit")}</StatusButton>
      </Form>
    </section>
  );
}

/** The credit packs on sale. */
export function CreditPacksForm({ packs, lastResult }: { packs: number[]; lastResult: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation();
  const busy = useIsPending();
  const [form, fields] = useForm({
    id: "credit-packs",
    lastResult,
    defaultValue: { packs: packs.join(", ") },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: creditPacksSchema }),
    shouldValidate: "onBlur",
  });
  return (
    <section aria-labelledby="packs-heading" className={card}>
      <h3 id="packs-heading" className="text-lg font-semibold text-slate-900">
        {t("credits.admin.packsTitle")}
      </h3>
      <Form method="post" {...getFormProps(form)} className="space-y-2">
        <input type="hidden" name="intent" value="packs" />
        <FormAlert errors={form.errors} />
        <Field field={fields.packs} label={t("credits.admin.packsLabel")} dir="ltr" hint={t("credits.admin.packsHint")} />
        <StatusButton status={busy ? "pending" : "idle"}>{t("credits.admin.packsSave")}</StatusButton>
      </Form>
    </section>
  );
}
