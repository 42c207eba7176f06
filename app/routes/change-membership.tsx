import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/i18n/use-translation";
import { usePlanName } from "~/lib/plan-name.ts";
import { Form, useActionData } from "react-router";
import { changePlanSchema, planPriceFor, refusalOf as lifecycleRefusal } from "#domain/dashboard.ts";
import { paymentOf } from "#domain/plan-payment.ts";
import { formatMoney } from "#domain/money.ts";
import { creditBalance } from "#server/credits/credit-balance.server.ts";
import { changeListingPlan } from "#server/listings/change-plan.server.ts";
import { listPlans } from "#server/plans/list-plans.server.ts";
import { BackToDashboard, ListingScreenError, ListingSummary, NotAvailable, RefusalAlert } from "~/components/dashboard/listing-parts.tsx";
import { PaymentChoice } from "~/components/dashboard/payment-choice.tsx";
import { FieldError } from "~/components/ui/field.tsx";
import { PageTitle } from "~/components/page-title.tsx";
import { listingActor, requireUser } from "~/lib/current-user.server.ts";
import { ownListingOr404, paidScreenAction } from "~/lib/listing-actions.server.ts";
import type { Route } from "./+types/change-membership";
import { StatusButton } from "~/components/ui/status-button.tsx";
import { useIsPending } from "~/components/ui/use-is-pending.ts";

export async function loader({ params, context }: Route.LoaderArgs) {
  const user = requireUser(context);
  const listing = await ownListingOr404(params.propertyId, listingActor(context));
  const [plans, balance] = await Promise.all([listPlans(), creditBalance(user.id)]);
  return {
    listing,
    plans: plans.map((plan) => ({ id: plan.id, name: plan.name, price: planPriceFor(plan, listing.listingType) })),
    balance,
    allowed: lifecycleRefusal(listing.state, "changePlan", new Date()) === null,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const actor = listingActor(context);
  return paidScreenAction(
    request,
    changePlanSchema,
    (value) => changeListingPlan({ propertyId: params.propertyId, actor, plan: value.plan, payment: paymentOf(value) }),
    "planChanged",
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ListingScreenError error={error} />;
}

export default function ChangeMembership({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const planName = usePlanName();
  const { listing, plans, balance, allowed } = loaderData;
  const answer = useActionData<typeof action>();
  const busy = useIsPending({ state: "submitting" });
  const [form, fields] = useForm({
    id: "change-plan",
    lastResult: answer?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: changePlanSchema }),
    shouldValidate: "onBlur",
  });
  const chosen = fields.plan.value ?? fields.plan.initialValue;
  return (
    <div className="mx-auto max-w-xl space-y-6 px-4 py-8">
      <PageTitle title={t("pages.changemembership")} subtitle={t("dashboard.changeIntro")} />
      <ListingSummary title={listing.title} planName={listing.planName} state={listing.state} />
      {allowed ? (
        <Form method="post" {...getFormProps(form)} className="space-y-4">
          <RefusalAlert code={answer?.code} propertyId={listing.id} />
          <fieldset className="space-y-2 rounded-xl border border-slate-200 p-4" aria-describedby={fields.plan.errors ? fields.plan.errorId : undefined}>
            <legend className="px-1 font-semibold text-slate-900">{t("dashboard.choosePlan")}</legend>
            {plans.map((plan) => (
              <label
                key={plan.id}
                className="flex flex-wrap items-center gap-2 rounded border border-slate-200 p-3 text-slate-800 has-[:checked]:border-brand-600"
              >
                <input
                  {...getInputProps(fields.plan, { type: "radio", value: plan.id })}
                  key={`${fields.plan.key}-${plan.id}`}
                  defaultChecked={chosen === plan.id}
                  className="h-4 w-4"
                />
                <span className="font-medium">{planName(plan.id)}</span>
                <span className="text-brand-700">{plan.price === 0 ? t("dashboard.free") : formatMoney(plan.price, "USD", i18n.language)}</span>
                {plan.id === listing.state.planId ? (
                  <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs text-slate-800">{t("dashboard.current")}</span>
                ) : null}
              </label>
            ))}
            <FieldError id={fields.plan.errorId} errors={fields.plan.errors?.slice(0, 1)} />
          </fieldset>
          <PaymentChoice payment={fields.payment} promoCode={fields.promoCode} balance={balance} hint={t("dashboard.paymentHint")} />
          <div className="flex flex-wrap items-center gap-4">
            <StatusButton status={busy ? "pending" : "idle"}>{t("dashboard.changeSubmit")}</StatusButton>
            <BackToDashboard />
          </div>
        </Form>
      ) : (
        <NotAvailable status={listing.state.status} />
      )}
    </div>
  );
}
