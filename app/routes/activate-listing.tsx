import { useTranslation } from "~/i18n/use-translation";
import { data, Form, redirect, useActionData } from "react-router";
import { refusalOf as lifecycleRefusal } from "#domain/dashboard.ts";
import { errorStatus } from "#domain/errors.ts";
import { refusalOf } from "#server/errors.server.ts";
import { activateListing, activationNeedsRenewal } from "#server/listings/activate-listing.server.ts";
import { BackToDashboard, ListingScreenError, ListingSummary, NotAvailable, RefusalAlert } from "~/components/dashboard/listing-parts.tsx";
import { PageTitle } from "~/components/page-title.tsx";
import { listingActor } from "~/lib/current-user.server.ts";
import { ownListingOr404, refusalResponse } from "~/lib/listing-actions.server.ts";
import { withNotice } from "~/lib/toasts.tsx";
import type { Route } from "./+types/activate-listing";
import { StatusButton } from "~/components/ui/status-button.tsx";
import { useIsPending } from "~/components/ui/use-is-pending.ts";

export async function loader({ params, context }: Route.LoaderArgs) {
  const listing = await ownListingOr404(params.propertyId, listingActor(context));
  return {
    listing,
    allowed: lifecycleRefusal(listing.state, "activate", new Date()) === null,
    needsRenewal: activationNeedsRenewal(listing.state),
  };
}

export async function action({ params, context }: Route.ActionArgs) {
  const code = await refusalOf(() => activateListing({ propertyId: params.propertyId, actor: listingActor(context) }));
  if (code) return data({ code: refusalResponse(code) }, { status: errorStatus(code) });
  return redirect(withNotice("/dashboard", "listingActivated"));
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ListingScreenError error={error} />;
}

export default function ActivateListing({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { listing, allowed, needsRenewal } = loaderData;
  const answer = useActionData<typeof action>();
  const busy = useIsPending({ state: "submitting" });
  return (
    <div className="mx-auto max-w-xl space-y-6 px-4 py-8">
      <PageTitle title={t("pages.activatelisting")} subtitle={t("dashboard.activateIntro")} />
      <ListingSummary title={listing.title} planName={listing.planName} state={listing.state} />
      {!allowed ? (
        <NotAvailable status={listing.state.status} />
      ) : needsRenewal ? (
        <div className="space-y-3">
          <RefusalAlert code="renewal_required" propertyId={listing.id} />
          <BackToDashboard />
        </div>
      ) : (
        <Form method="post" className="space-y-4">
          <RefusalAlert code={answer?.code} propertyId={listing.id} />
          <div className="flex flex-wrap items-center gap-4">
            <StatusButton status={busy ? "pending" : "idle"}>{t("dashboard.activateSubmit")}</StatusButton>
            <BackToDashboard />
          </div>
        </Form>
      )}
    </div>
  );
}
