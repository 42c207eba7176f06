import { useState } from "react";
import { usePlanName } from "~/lib/plan-name.ts";
import { data, Form, Link, redirect, useActionData } from "react-router";
import { EDIT_TARGETS, editCreditsSchema, type EditTarget, formatUsd } from "#domain/credits.ts";
import { errorStatus } from "#domain/errors.ts";
import { creditBalance } from "#server/credits/credit-balance.server.ts";
import { refusalOf } from "#server/errors.server.ts";
import { creditEditQuotes, editListingCredits } from "#server/listings/edit-credits.server.ts";
import { listPlans } from "#server/plans/list-plans.server.ts";
import { BackToDashboard, ListingScreenError, ListingSummary, RefusalAlert } from "~/components/dashboard/listing-parts.tsx";
import { PageTitle } from "~/components/page-title.tsx";
import { SpendSummary } from "~/components/promote/spend-summary.tsx";
import { useTranslation } from "~/i18n/use-translation";
import { listingActor, requireUser } from "~/lib/current-user.server.ts";
import { ownListingOr404, refusalResponse } from "~/lib/listing-actions.server.ts";
import { withNotice } from "~/lib/toasts.tsx";
import type { Route } from "./+types/edit-credits";
import { readForm } from "~/lib/read-form.server.ts";
import { StatusButton } from "~/components/ui/status-button.tsx";
import { useIsPending } from "~/components/ui/use-is-pending.ts";

export async function loader({ params, context }: Route.LoaderArgs) {
  const user = requireUser(context);
  const actor = listingActor(context);
  const listing = await ownListingOr404(params.propertyId, actor);
  const [quotes, balance, plans] = await Promise.all([creditEditQuotes(listing.id, actor, new Date()), creditBalance(user.id), listPlans()]);
  return { listing, quotes, balance, planNames: Object.fromEntries(plans.map((plan) => [plan.id, plan.name])) as Record<string, string> };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const actor = listingActor(context);
  const parsed = editCreditsSchema.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) return data({ code: "payment_required" as const, target: undefined }, { status: 400 });
  const code = await refusalOf(() => editListingCredits({ propertyId: params.propertyId, actor, target: parsed.data.target }));
  if (code) return data({ code: refusalResponse(code), target: parsed.data.target }, { status: errorStatus(code) });
  return redirect(withNotice("/dashboard", "planChanged"));
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ListingScreenError error={error} />;
}

export default function EditCredits({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { listing, quotes, balance, planNames } = loaderData;
  const answer = useActionData<typeof action>();
  const busy = useIsPending({ state: "submitting" });
  const targets = EDIT_TARGETS.filter((target) => quotes[target]);
  const [target, setTarget] = useState<EditTarget | undefined>(answer?.target ?? targets[0]);
  const quote = target ? quotes[target] : undefined;
  const money = (amount: number) => formatUsd(amount, i18n.language);
  const planName = usePlanName();
  return (
    <div className="mx-auto max-w-xl space-y-6 px-4 py-8">
      <PageTitle title={t("pages.editcredits")} subtitle={t("promote.edit.intro")} />
      <ListingSummary title={listing.title} planName={listing.planName} state={listing.state} />
      <section aria-labelledby="edit-rule" className="rounded-xl border border-brand-100 bg-brand-50 p-4 text-sm text-slate-800">
        <h2 id="edit-rule" className="font-semibold text-slate-900">
          {t("promote.edit.ruleTitle")}
        </h2>
        <p className="mt-1">{t("promote.edit.rule")}</p>
      </section>
      {quote && target ? (
        <Form method="post" className="space-y-4">
          <RefusalAlert code={answer?.code} propertyId={listing.id} />
          <fieldset className="space-y-2 rounded-xl border border-slate-200 p-4">
            <legend className="px-1 font-semibold text-slate-900">{t("promote.edit.choose")}</legend>
            {targets.map((option) => {
              const optionQuote = quotes[option]!;
              return (
                <label
                  key={option}
                  className="flex flex-wrap items-center gap-2 rounded-lg border border-slate-200 p-3 text-slate-800 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
                >
                  <input type="radio" name="target" value={option} checked={target === option} onChange={() => setTarget(option)} className="h-4 w-4" />
                  <span className="font-medium">{t(`promote.edit.targets.${optionQuote.kind}`, { plan: planName(planNames[option] ?? option) })}</span>
                  <span className="ms-auto text-sm text-slate-700">
                    {optionQuote.kind === "upgrade"
                      ? t("promote.edit.costs", { amount: money(optionQuote.charge) })
                      : t("promote.edit.returns", { amount: money(optionQuote.refund) })}
                  </span>
                </label>
              );
            })}
          </fieldset>
          <SpendSummary
            cost={quote.kind === "upgrade" ? quote.charge : null}
            refund={quote.kind === "upgrade" ? undefined : quote.refund}
            balance={balance}
            becomes={t(target === "free" ? "promote.edit.becomesFree" : "promote.edit.becomes", {
              plan: planName(planNames[target] ?? target),
              previous: planName(listing.state.planId),
              count: quote.days,
            })}
          />
          <div className="flex flex-wrap items-center gap-4">
            <StatusButton status={busy ? "pending" : "idle"}>{t("promote.edit.submit")}</StatusButton>
            <BackToDashboard />
          </div>
        </Form>
      ) : (
        <div className="space-y-3 rounded-xl border border-slate-200 p-4 text-slate-800">
          <p>{t("promote.edit.nothing")}</p>
          <Link to={`/applycredits/${listing.id}`} className="font-semibold text-brand-700 underline">
            {t("promote.edit.applyInstead")}
          </Link>
        </div>
      )}
    </div>
  );
}
