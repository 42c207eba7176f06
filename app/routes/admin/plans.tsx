import { getFormProps, type FieldMetadata, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/i18n/use-translation";
import { data, Form, useActionData } from "react-router";
import { planPricesSchema } from "#domain/admin.ts";
import { updatePlan } from "#server/admin/update-plan.server.ts";
import type { PlanView } from "#domain/plans.ts";
import { listPlans } from "#server/plans/list-plans.server.ts";
import { AdminNotice } from "~/components/admin/admin-parts.tsx";
import { Field, FormAlert } from "~/components/ui/field.tsx";
import { attemptAdmin } from "~/lib/admin-errors.server.ts";
import { requireUser } from "~/lib/current-user.server.ts";
import type { Route } from "./+types/plans";
import { readForm } from "~/lib/read-form.server.ts";
import { StatusButton } from "~/components/ui/status-button.tsx";
import { useIsPending } from "~/components/ui/use-is-pending.ts";

export async function loader() {
  return { plans: await listPlans() };
}

type ActionData = { planId: string; saved?: boolean; result?: SubmissionResult<string[]> };

export async function action({ request, context }: Route.ActionArgs) {
  const adminId = requireUser(context).id;
  const formData = await readForm(request);
  const planId = String(formData.get("planId") ?? "");
  const submission = parseWithZod(formData, { schema: planPricesSchema });
  if (submission.status !== "success") return data<ActionData>({ planId, result: submission.reply() }, { status: 400 });
  const failure = await attemptAdmin(() => updatePlan(adminId, submission.value));
  if (failure) return data<ActionData>({ planId, result: submission.reply({ formErrors: [failure.error] }) }, { status: failure.status });
  return data<ActionData>({ planId, saved: true, result: submission.reply() });
}

function NumberField({ field, label, step, min }: { field: FieldMetadata<number | undefined>; label: string; step: string; min: number }) {
  return <Field field={field} label={label} type="number" step={step} min={min} inputMode="decimal" dir="ltr" />;
}

function PlanForm({ plan, answer }: { plan: PlanView; answer: ActionData | undefined }) {
  const { t } = useTranslation();
  const busy = useIsPending();
  const mine = answer?.planId === plan.id ? answer : undefined;
  const [form, fields] = useForm({
    id: `plan-${plan.id}`,
    defaultValue: { planId: plan.id, rentalPriceUsd: plan.rentalPriceUsd, salePriceUsd: plan.salePriceUsd, durationDays: plan.durationDays },
    lastResult: mine?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: planPricesSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const headingId = `plan-${plan.id}-heading`;
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 p-5">
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        {plan.name}
      </h3>
      <Form method="post" {...getFormProps(form)} className="mt-4 space-y-3">
        <input type="hidden" name="planId" value={plan.id} />
        <FormAlert errors={form.errors} />
        <div className="grid gap-3 sm:grid-cols-3">
          <NumberField field={fields.rentalPriceUsd} label={t("admin.plans.rentalPrice")} step="0.01" min={0} />
          <NumberField field={fields.salePriceUsd} label={t("admin.plans.salePrice")} step="0.01" min={0} />
          <NumberField field={fields.durationDays} label={t("admin.plans.duration")} step="1" min={1} />
        </div>
        <AdminNotice message={mine?.saved ? t("admin.plans.saved", { plan: plan.name }) : undefined} />
        <StatusButton status={busy ? "pending" : "idle"}>{t("admin.plans.save", { plan: plan.name })}</StatusButton>
      </Form>
    </section>
  );
}

export default function Plans({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const answer = useActionData<typeof action>() as ActionData | undefined;
  return (
    <section aria-labelledby="plans-heading" className="space-y-4">
      <h2 id="plans-heading" className="text-xl font-semibold text-slate-900">
        {t("admin.plans.heading")}
      </h2>
      <p className="text-sm text-slate-700">{t("admin.plans.intro")}</p>
      {loaderData.plans.map((plan) => (
        <PlanForm key={plan.id} plan={plan} answer={answer} />
      ))}
    </section>
  );
}
