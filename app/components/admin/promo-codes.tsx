import { type FieldMetadata, getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "react-router";
import { type BoostSettings, boostSettingsSchema } from "#domain/boost.ts";
import { createPromoCodeSchema } from "#domain/promo-codes.ts";
import { AdminNotice } from "~/components/admin/admin-parts.tsx";
import { FormAlert, Field, SelectField } from "~/components/ui/field.tsx";
import { StatusButton } from "~/components/ui/status-button.tsx";
import { useIsPending } from "~/components/ui/use-is-pending.ts";
import { useTranslation } from "~/i18n/use-translation";
import { formatDate } from "~/lib/format.ts";
import type { PromoCodesAnswer } from "~/lib/route-answers.ts";
import { Alert } from "~/components/ui/alert.tsx";

/** Create a campaign code, or a personal one for a user (a goodwill gesture, mailed to them). */
export function CreatePromoCodeForm({ answer }: { answer: PromoCodesAnswer | undefined }) {
  const { t } = useTranslation();
  const busy = useIsPending();
  const [form, fields] = useForm({
    id: "create-promo-code",
    lastResult: answer?.result,
    defaultValue: { planId: "gold", durationDays: "30", maxUses: "100" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: createPromoCodeSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-3 rounded-xl border border-slate-200 p-5">
      <h3 className="text-lg font-semibold text-slate-900">{t("promote.admin.createTitle")}</h3>
      <input type="hidden" name="intent" value="create" />
      <FormAlert errors={form.errors} />
      <div className="grid gap-3 sm:grid-cols-3">
        <Field field={fields.code} label={t("promote.admin.code")} dir="ltr" hint={t("promote.admin.codeHint")} autoComplete="off" />
        <SelectField
          field={fields.planId}
          label={t("promote.admin.plan")}
          options={[
            { value: "gold", label: "Gold" },
            { value: "platinum", label: "Platinum" },
          ]}
        />
        <NumberInput field={fields.durationDays} label={t("promote.admin.duration")} />
        <NumberInput field={fields.maxUses} label={t("promote.admin.maxUses")} />
        <Field field={fields.expiresOn} label={t("promote.admin.expiry")} type="date" />
        <Field field={fields.ownerEmail} label={t("promote.admin.ownerEmail")} type="email" dir="ltr" hint={t("promote.admin.ownerHint")} autoComplete="off" />
      </div>
      <AdminNotice message={answer?.created ? t("promote.admin.created", { code: answer.created }) : undefined} />
      <StatusButton status={busy ? "pending" : "idle"}>{t("promote.admin.create")}</StatusButton>
    </Form>
  );
}

function NumberInput({ field, label }: { field: FieldMetadata<unknown>; label: string }) {
  return <Field field={field} label={label} type="number" min={0} inputMode="numeric" dir="ltr" />;
}

export interface PromoCodeView {
  code: string;
  planId: string;
  durationDays: number;
  maxUses: number;
  usedCount: number;
  expiresAt: string | null;
  paused: boolean;
  ownerEmail: string | null;
}

/** Every code with its plan, duration, uses, expiry and state; each one paused or resumed here. */
export function PromoCodeTable({ codes, error }: { codes: PromoCodeView[]; error: string | undefined }) {
  const { t, i18n } = useTranslation();
  const busy = useIsPending();
  if (codes.length === 0) return <p className="text-sm text-slate-700">{t("promote.admin.none")}</p>;
  return (
    <div className="space-y-2">
      {error ? <Alert>{t(error as never)}</Alert> : null}
      <div className="overflow-x-auto rounded-xl border border-slate-200">
        <table className="w-full text-sm">
          <caption className="sr-only">{t("promote.admin.heading")}</caption>
          <thead className="bg-slate-50 text-start text-slate-700">
            <tr>
              {(["code", "plan", "duration", "uses", "expiry", "state"] as const).map((column) => (
                <th key={column} scope="col" className="px-3 py-2 text-start font-semibold">
                  {t(`promote.admin.columns.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {codes.map((code) => (
              <tr key={code.code}>
                <td className="px-3 py-2">
                  <span dir="ltr" className="font-mono font-semibold">
                    {code.code}
                  </span>
                  {code.ownerEmail ? (
                    <span dir="ltr" className="block text-xs text-slate-600">
                      {code.ownerEmail}
                    </span>
                  ) : null}
                </td>
                <td className="px-3 py-2 capitalize">{code.planId}</td>
                <td className="px-3 py-2">{t("plans.days", { count: code.durationDays })}</td>
                <td className="px-3 py-2" dir="ltr">{`${code.usedCount} / ${code.maxUses}`}</td>
                <td className="px-3 py-2">{code.expiresAt ? formatDate(new Date(code.expiresAt), i18n.language) : t("promote.admin.noExpiry")}</td>
                <td className="px-3 py-2">
                  <Form method="post" className="flex items-center gap-2">
                    <input type="hidden" name="intent" value="pause" />
                    <input type="hidden" name="code" value={code.code} />
                    <input type="hidden" name="paused" value={code.paused ? "false" : "true"} />
                    <span className={code.paused ? "text-amber-800" : "text-green-800"}>
                      {t(code.paused ? "promote.admin.paused" : "promote.admin.active")}
                    </span>
                    <button
                      type="submit"
                      disabled={busy}
                      aria-label={t(code.paused ? "promote.admin.resumeCode" : "promote.admin.pauseCode", { code: code.code })}
                      className="rounded border border-slate-300 px-2 py-1 text-xs font-semibold hover:bg-slate-50"
                    >
                      {t(code.paused ? "promote.admin.resume" : "promote.admin.pause")}
                    </button>
                  </Form>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** The boost's price in credits and the cooldown between two boosts of a listing. */
export function BoostSettingsForm({ settings, answer }: { settings: BoostSettings; answer: PromoCodesAnswer | undefined }) {
  const { t } = useTranslation();
  const busy = useIsPending();
  const [form, fields] = useForm({
    id: "boost-settings",
    lastResult: answer?.result,
    defaultValue: { priceUsd: String(settings.priceUsd), cooldownHours: String(settings.cooldownHours) },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: boostSettingsSchema }),
    shouldValidate: "onBlur",
  });
  return (
    <section aria-labelledby="boost-heading" className="space-y-3 rounded-xl border border-slate-200 p-5">
      <h2 id="boost-heading" className="text-xl font-semibold text-slate-900">
        {t("promote.admin.boostHeading")}
      </h2>
      <Form method="post" {...getFormProps(form)} className="space-y-3">
        <input type="hidden" name="intent" value="boost" />
        <FormAlert errors={form.errors} />
        <div className="grid gap-3 sm:grid-cols-2">
          <NumberInput field={fields.priceUsd} label={t("promote.admin.boostPrice")} />
          <NumberInput field={fields.cooldownHours} label={t("promote.admin.boostCooldown")} />
        </div>
        <AdminNotice message={answer?.saved ? t("promote.admin.boostSaved") : undefined} />
        <StatusButton status={busy ? "pending" : "idle"}>{t("promote.admin.boostSave")}</StatusButton>
      </Form>
    </section>
  );
}
