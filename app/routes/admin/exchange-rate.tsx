import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/i18n/use-translation";
import { data, Form, useActionData } from "react-router";
import { exchangeRateSchema } from "#domain/admin.ts";
import { setExchangeRateAsAdmin } from "#server/admin/set-exchange-rate.server.ts";
import { currentLbpPerUsd } from "#server/money/exchange-rate.server.ts";
import { AdminNotice } from "~/components/admin/admin-parts.tsx";
import { Field, FormAlert } from "~/components/ui/field.tsx";
import { attemptAdmin } from "~/lib/admin-errors.server.ts";
import { requireUser } from "~/lib/current-user.server.ts";
import type { Route } from "./+types/exchange-rate";
import { numberFormat } from "#domain/intl.ts";
import { readForm } from "~/lib/read-form.server.ts";
import { StatusButton } from "~/components/ui/status-button.tsx";
import { useIsPending } from "~/components/ui/use-is-pending.ts";

export async function loader() {
  return { lbpPerUsd: await currentLbpPerUsd() };
}

type ActionData = { saved?: boolean; result?: SubmissionResult<string[]> };

export async function action({ request, context }: Route.ActionArgs) {
  const adminId = requireUser(context).id;
  const submission = parseWithZod(await readForm(request), { schema: exchangeRateSchema });
  if (submission.status !== "success") return data<ActionData>({ result: submission.reply() }, { status: 400 });
  const failure = await attemptAdmin(() => setExchangeRateAsAdmin(adminId, submission.value.lbpPerUsd));
  if (failure) return data<ActionData>({ result: submission.reply({ formErrors: [failure.error] }) }, { status: failure.status });
  return data<ActionData>({ saved: true, result: submission.reply({ resetForm: true }) });
}

export default function ExchangeRate({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const busy = useIsPending();
  const answer = useActionData<typeof action>() as ActionData | undefined;
  const [form, fields] = useForm({
    id: "exchange-rate",
    lastResult: answer?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: exchangeRateSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const field = fields.lbpPerUsd;
  return (
    <section aria-labelledby="rate-heading" className="max-w-xl space-y-4">
      <h2 id="rate-heading" className="text-xl font-semibold text-slate-900">
        {t("admin.exchangeRate.heading")}
      </h2>
      <p className="text-sm text-slate-700">{t("admin.exchangeRate.intro")}</p>
      <p data-current-rate className="text-lg font-semibold text-slate-900">
        {t("admin.exchangeRate.current", { rate: numberFormat(i18n.language).format(loaderData.lbpPerUsd) })}
      </p>
      <AdminNotice message={answer?.saved ? t("admin.exchangeRate.saved") : undefined} />
      <Form method="post" {...getFormProps(form)} className="space-y-3">
        <FormAlert errors={form.errors} />
        <Field field={field} label={t("admin.exchangeRate.newRate")} type="number" step="1" min={1} inputMode="numeric" dir="ltr" />
        <StatusButton status={busy ? "pending" : "idle"}>{t("admin.exchangeRate.save")}</StatusButton>
      </Form>
    </section>
  );
}
