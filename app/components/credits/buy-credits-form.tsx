import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "react-router";
import { toDecimal } from "#domain/money.ts";
import { buyCreditsSchema, type PaymentMethod, priceIn } from "#domain/payments.ts";
import { numberFormat } from "#domain/intl.ts";
import { FieldError, FormAlert } from "~/components/ui/field.tsx";
import { StatusButton } from "~/components/ui/status-button.tsx";
import { useIsPending } from "~/components/ui/use-is-pending.ts";
import { useTranslation } from "~/i18n/use-translation";
import { Usd } from "./credit-parts.tsx";

/** Packs and methods; `formKey` makes a double-submitted form one payment. */
export function BuyCreditsForm({
  packs,
  methods,
  lbpPerUsd,
  formKey,
  lastResult,
}: {
  packs: number[];
  methods: PaymentMethod[];
  lbpPerUsd: number;
  formKey: string;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t, i18n } = useTranslation();
  const busy = useIsPending();
  const [form, fields] = useForm({
    id: "buy-credits",
    lastResult,
    defaultValue: { pack: String(packs[1] ?? packs[0] ?? ""), method: "bank_transfer" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: buyCreditsSchema }),
    shouldValidate: "onBlur",
  });
  const chosenPack = fields.pack.value ?? fields.pack.initialValue;
  const chosenMethod = fields.method.value ?? fields.method.initialValue;
  const option =
    "flex cursor-pointer items-center gap-3 rounded-xl border border-slate-300 bg-white p-3 has-[:checked]:border-brand-600 has-[:checked]:ring-2 has-[:checked]:ring-brand-600/30";
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-5">
      <input type="hidden" name="key" value={formKey} />
      <FormAlert errors={form.errors} />
      <fieldset aria-describedby={fields.pack.errors ? fields.pack.errorId : undefined}>
        <legend className="mb-2 font-semibold text-slate-900">{t("credits.packLabel")}</legend>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {packs.map((pack) => (
            <label key={pack} className={`${option} flex-col items-start`}>
              <span className="flex items-center gap-2">
                <input type="radio" name={fields.pack.name} value={pack} defaultChecked={chosenPack === String(pack)} className="h-4 w-4" />
                <Usd cents={pack * 100} className="text-lg font-bold text-slate-900" />
              </span>
              <span className="text-xs text-slate-600">
                {t("credits.packLbp", { amount: `${numberFormat(i18n.language).format(toDecimal(priceIn(pack * 100, "LBP", lbpPerUsd).minor))} LBP` })}
              </span>
            </label>
          ))}
        </div>
        <FieldError id={fields.pack.errorId} errors={fields.pack.errors?.slice(0, 1)} />
      </fieldset>
      <fieldset aria-describedby={fields.method.errors ? fields.method.errorId : undefined}>
        <legend className="mb-2 font-semibold text-slate-900">{t("credits.methodLabel")}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {methods.map((method) => (
            <label key={method} className={option}>
              <input
                type="radio"
                name={fields.method.name}
                value={method}
                defaultChecked={chosenMethod === method}
                className="h-4 w-4 shrink-0"
                aria-describedby={`method-${method}-hint`}
              />
              <span>
                <span className="block font-medium text-slate-900">{t(`credits.methods.${method}`)}</span>
                <span id={`method-${method}-hint`} className="block text-xs text-slate-600">
                  {t(`credits.methodHints.${method}`)}
                </span>
              </span>
            </label>
          ))}
        </div>
        <FieldError id={fields.method.errorId} errors={fields.method.errors?.slice(0, 1)} />
      </fieldset>
      <StatusButton status={busy ? "pending" : "idle"} pendingLabel={t("credits.buying")} size="lg" className="w-full sm:w-auto">
        {t("credits.buySubmit")}
      </StatusButton>
    </Form>
  );
}
