import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/i18n/use-translation";
import { Form, useActionData } from "react-router";
import { planPriceFor, refusalOf as lifecycleRefusal, renewSchema } from "#domain/dashboard.ts";
import { paymentOf } from "#domain/plan-payment.ts";
import { formatMoney } from "#domain/money.ts";
import { creditBalance } from "#server/credits/credit-balance.server.ts";
import { renewListing } from "#server/listings/renew-listing.server.ts";
import { listPlans } from "#server/plans/list-plans.server.ts";
import { BackToDashboard, ListingScreenError, ListingSummary, NotAvailable, RefusalAlert } from "~/components/dashboard/listing-parts.tsx";
import { PaymentChoice } from "~/components/dashboard/payment-choice.tsx";
import { PageTitle } from "~/components/page-title.tsx";
import { listingActor, requireUser } from "~/lib/current-user.server.ts";
import { ownListingOr404, paidScreenAction } from "~/lib/listing-actions.server.ts";
import type { Route } from "./+types/renew-membership";
import { Button } from "~/components/ui/button.tsx";

export async function loader({ params, context }: Route.LoaderArgs) {
  const user = requireUser(context);
  const listing = await ownListingOr404(params.propertyId, listingActor(context));
  const [plans, balance] = await Promise.all([listPlans(), creditBalance(user.id)]);
  const plan = plans.find((candidate) => candidate.id === listing.state.planId);
  return {
    listing,
    price: plan ? planPriceFor(plan, listing.listingType) : 0,
    balance,
    allowed: lifecycleRefusal(listing.state, "renew", new Date()) === null,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const actor = listingActor(context);
  return paidScreenAction(request, renewSchema, (value) => renewListing({ propertyId: params.propertyId, actor, payment: paymentOf(value) }), "listingRenewed");
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ListingScreenError error={error} />;
}

export default function RenewMembership({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { listing, price, balance, allowed } = loaderData;
  const answer = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: "renew",
    lastResult: answer?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: renewSchema }),
    shouldValidate: "onBlur",
  });
  return (
    <div className="mx-auto max-w-xl space-y-6 px-4 py-8">
      <PageTitle title={t("pages.renewmembership")} subtitle={t("dashboard.renewIntro")} />
      <ListingSummary title={listing.title} planName={listing.planName} state={listing.state} />
      {allowed ? (
        <Form method="post" {...getFormProps(form)} className="space-y-4">
          <RefusalAlert code={answer?.code} propertyId={listing.id} />
          <p className="font-medium text-slate-900">
            {price === 0 ? t("dashboard.renewFree") : t("dashboard.renewPrice", { price: formatMoney(price, "USD", i18n.language) })}
          </p>
          {price > 0 ? <PaymentChoice payment={fields.payment} promoCode={fields.promoCode} balance={balance} /> : null}
          <div className="flex flex-wrap items-center gap-4">
            <Button type="submit">{t("dashboard.renewSubmit")}</Button>
            <BackToDashboard />
          </div>
        </Form>
      ) : (
        <NotAvailable status={listing.state.status} />
      )}
    </div>
  );
}
