import { getFormProps, getInputProps, getSelectProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { usePlanName } from "~/lib/plan-name.ts";
import { useTranslation } from "~/i18n/use-translation";
import { Form, Link, useActionData } from "react-router";
import { applyCreditsSchema, formatUsd, MAX_PERIODS, PAID_PLAN_IDS, planCost } from "#domain/credits.ts";
import { planPriceFor, refusalOf as lifecycleRefusal } from "#domain/dashboard.ts";
import { paymentOf } from "#domain/plan-payment.ts";
import { creditBalance } from "#server/credits/credit-balance.server.ts";
import { applyCredits } from "#server/listings/apply-credits.server.ts";
import { creditEditQuotes } from "#server/listings/edit-credits.server.ts";
import { listPlans } from "#server/plans/list-plans.server.ts";
import { personalCodesView } from "#server/promo/personal-promo-codes.server.ts";
import { BackToDashboard, ListingScreenError, ListingSummary, NotAvailable, RefusalAlert } from "~/components/dashboard/listing-parts.tsx";
import { PaymentChoice } from "~/components/dashboard/payment-choice.tsx";
import { FieldError, inputClass } from "~/components/ui/field.tsx";
import { PageTitle } from "~/components/page-title.tsx";
import { PersonalCodes } from "~/components/promote/personal-codes.tsx";
import { SpendSummary } from "~/components/promote/spend-summary.tsx";
import { listingActor, requireUser } from "~/lib/current-user.server.ts";
import { ownListingOr404, paidScreenAction } from "~/lib/listing-actions.server.ts";
import type { Route } from "./+types/apply-credits";
import { StatusButton } from "~/components/ui/status-button.tsx";
import { useIsPending } from "~/components/ui/use-is-pending.ts";

export async function loader({ params, context }: Route.LoaderArgs) {
  const user = requireUser(context);
  const actor = listingActor(context);
  const listing = await ownListingOr404(params.propertyId, actor);
  const now = new Date();
  const [plans, balance, codes, quotes] = await Promise.all([
    listPlans(),
    creditBalance(user.id),
    personalCodesView(user.id),
    creditEditQuotes(listing.id, actor, now),
  ]);
  return {
    listing,
    plans: plans
      .filter((plan) => (PAID_PLAN_IDS as readonly string[]).includes(plan.id) && plan.id !== listing.state.planId)
      .map((plan) => ({ id: plan.id, name: plan.name, price: planPriceFor(plan, listing.listingType), durationDays: plan.durationDays })),
    balance,
    codes,
    allowed: lifecycleRefusal(listing.state, "changePlan", now) === null,
    // Paid time left is changed at /editcredits, where it counts.
    paidTimeLeft: Object.keys(quotes).length > 0,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const actor = listingActor(context);
  return paidScreenAction(
    request,
    applyCreditsSchema,
    (value) => applyCredits({ propertyId: params.propertyId, actor, plan: value.plan, periods: value.periods, payment: paymentOf(value) }),
    "planChanged",
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ListingScreenError error={error} />;
}

export default function ApplyCredits({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { listing, plans, balance, codes, allowed, paidTimeLeft } = loaderData;
  const planName = usePlanName();
  const answer = useActionData<typeof action>();
  const busy = useIsPending({ state: "submitting" });
  const [form, fields] = useForm({
    id: "apply-credits",
    lastResult: answer?.result,
    defaultValue: { plan: plans[0]?.id, periods: "1", payment: "credits" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: applyCreditsSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const chosen = plans.find((plan) => plan.id === (fields.plan.value ?? fields.plan.initialValue)) ?? plans[0];
  const periods = Math.min(MAX_PERIODS, Math.max(1, Number(fields.periods.value ?? fields.periods.initialValue ?? 1) || 1));
  const byPromo = (fields.payment.value ?? fields.payment.initialValue) === "promo";
  return (
    <div className="mx-auto max-w-xl space-y-6 px-4 py-8">
      <PageTitle title={t("pages.applycredits")} subtitle={t("promote.apply.intro")} />
      <ListingSummary title={listing.title} planName={listing.planName} state={listing.state} />
      <PersonalCodes codes={codes} />
      {paidTimeLeft ? (
        <div className="space-y-2 rounded-xl border border-brand-100 bg-brand-50 p-4 text-slate-800">
          <p>{t("dashboard.errors.paid_time_left")}</p>
          <Link to={`/editcredits/${listing.id}`} className="font-semibold text-brand-700 underline">
            {t("promote.apply.editLink")}
          </Link>
        </div>
      ) : allowed && chosen ? (
        <Form method="post" {...getFormProps(form)} className="space-y-4">
          <RefusalAlert code={answer?.code} propertyId={listing.id} />
          <fieldset className="space-y-2 rounded-xl border border-slate-200 p-4">
            <legend className="px-1 font-semibold text-slate-900">{t("dashboard.choosePlan")}</legend>
            {plans.map((plan) => (
              <label
                key={plan.id}
                className="flex flex-wrap items-center gap-2 rounded-lg border border-slate-200 p-3 text-slate-800 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
              >
                <input
                  {...getInputProps(fields.plan, { type: "radio", value: plan.id })}
                  key={`${fields.plan.key}-${plan.id}`}
                  defaultChecked={chosen.id === plan.id}
                  className="h-4 w-4"
                />
                <span className="font-medium">{planName(plan.id)}</span>
                <span className="ms-auto text-brand-700">
                  {t("promote.apply.perPeriod", { price: formatUsd(plan.price, i18n.language), count: plan.durationDays })}
                </span>
              </label>
            ))}
            <FieldError id={fields.plan.errorId} errors={fields.plan.errors?.slice(0, 1)} />
          </fieldset>
          <div>
            <label htmlFor={fields.periods.id} className="mb-1 block font-semibold text-slate-900">
              {t("promote.apply.periods")}
            </label>
            <select {...getSelectProps(fields.periods)} key={fields.periods.key} className={inputClass(Boolean(fields.periods.errors))}>
              {Array.from({ length: MAX_PERIODS }, (_, index) => index + 1).map((count) => (
                <option key={count} value={count}>
                  {t("promote.apply.periodOption", { periods: count, count: count * chosen.durationDays })}
                </option>
              ))}
            </select>
            <FieldError id={fields.periods.errorId} errors={fields.periods.errors?.slice(0, 1)} />
          </div>
          <PaymentChoice payment={fields.payment} promoCode={fields.promoCode} balance={balance} hint={t("promote.apply.promoHint")} />
          <SpendSummary
            cost={byPromo ? null : planCost(chosen.price, periods)}
            balance={balance}
            becomes={
              byPromo
                ? t("promote.apply.becomesPromo", { plan: planName(chosen.name), previous: planName(listing.state.planId) })
                : t("promote.apply.becomes", { plan: planName(chosen.name), previous: planName(listing.state.planId), count: periods * chosen.durationDays })
            }
          />
          <div className="flex flex-wrap items-center gap-4">
            <StatusButton status={busy ? "pending" : "idle"}>{t("promote.apply.submit")}</StatusButton>
            <BackToDashboard />
          </div>
        </Form>
      ) : allowed ? null : (
        <NotAvailable status={listing.state.status} />
      )}
    </div>
  );
}
