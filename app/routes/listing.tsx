import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/i18n/use-translation";
import { data, isRouteErrorResponse } from "react-router";
import { offerAmountSchema } from "#domain/offers.ts";
import { listingRequestSchema } from "#domain/requests.ts";
import { shareListingSchema } from "#domain/share.ts";
import { listingReportSchema } from "#domain/listing-reports.ts";
import { reportListing } from "#server/reports/report-listing.server.ts";
import type { ReportActionData } from "~/components/listing-page/report-listing.tsx";
import { errorMessageKey } from "#domain/errors.ts";
import { AppError, type AppErrorCode } from "#server/errors.server.ts";
import { findListingPage } from "#server/listings/find-listing-page.server.ts";
import { listingPageData } from "#server/listings/listing-page-data.server.ts";
import { sendListingRequest } from "#server/messaging/send-request.server.ts";
import { makeOffer } from "#server/offers/make-offer.server.ts";
import { shareListing } from "#server/listings/share-listing.server.ts";
import { SimilarHomes } from "~/components/listing-page/similar-homes.tsx";
import type { ContactActionData } from "~/components/listing-page/contact-actions.tsx";
import { ContactBar } from "~/components/listing-page/contact-bar.tsx";
import { Gallery } from "~/components/listing-page/gallery.tsx";
import type { ShareActionData } from "~/components/listing-page/share-panel.tsx";
import { StatusScreen } from "~/components/status-screen.tsx";
import { TakenBanner } from "~/components/listing-page/taken-banner.tsx";
import { StatusBanner } from "~/components/listing-page/status-banner.tsx";
import { ListingSeo } from "~/components/listing-page/listing-seo.tsx";
import { requireUser } from "~/lib/current-user.server.ts";
import { siteOrigin } from "~/lib/site-origin.server.ts";
import { requestContext } from "#server/http/request-context.ts";
import { sessionContext } from "~/lib/session-context.ts";
import { sameForEveryVisitor } from "#server/http/visitor-page.ts";
import type { Route } from "./+types/listing";
import { readForm } from "~/lib/read-form.server.ts";
import { goneListingPage, redirectToCanonical } from "~/lib/gone-listing.server.ts";
import { GoneListingPage } from "~/components/listing-page/gone-listing.tsx";
import { ListingOverview, ListingSidebar } from "~/components/listing-page/listing-sections.tsx";

function viewerOf(context: Route.LoaderArgs["context"]) {
  const session = context.get(sessionContext);
  return session.user && session.state.isAuth === true ? { id: session.user.id, isAdmin: session.user.userType === "ADMIN", name: session.user.name } : null;
}

/**
 * `/rental/:id/:slug` and `/sale/:id/:slug` (and `?id=`): the gone page or a 404 unless the visitor
 * may see the listing, 301 to the canonical address when the type or slug is wrong. A visitor's
 * view counts once a day.
 */
export async function loader({ params, url, context, request }: Route.LoaderArgs) {
  const viewer = viewerOf(context);
  const id = params.id ?? url.searchParams.get("id") ?? "";
  const listing = await findListingPage(id, viewer);
  if (!listing) return goneListingPage(id, url, context, viewer?.id);
  redirectToCanonical(url, listing.path);
  const { locale, clientAddress } = context.get(requestContext);
  const userAgent = request.headers.get("user-agent") ?? "";
  const { shown, tags, counts } = await listingPageData(listing, viewer?.id ?? null, { locale, clientAddress, userAgent });
  sameForEveryVisitor(context, tags, counts);
  return { ...shown, viewer: viewer && { name: viewer.name }, origin: siteOrigin() };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const formData = await readForm(request);
  const intent = formData.get("intent");
  // Only the refusals the page explains (domain/errors.ts); anything else is a real failure.
  const refusal = (error: unknown, explained: AppErrorCode[]) => {
    if (error instanceof AppError && explained.includes(error.code)) return errorMessageKey(error.code, "listingPage");
    throw error;
  };
  if (intent === "share") {
    const submission = parseWithZod(formData, { schema: shareListingSchema });
    if (submission.status !== "success") return data<ShareActionData>({ intent, result: submission.reply() }, { status: 400 });
    const { locale, clientAddress } = context.get(requestContext);
    try {
      await shareListing(submission.value, { locale, clientAddress, userId: viewerOf(context)?.id ?? null });
    } catch (error) {
      const message = refusal(error, ["not_found", "rate_limited"]);
      return data<ShareActionData>({ intent, result: submission.reply({ formErrors: [message] }) }, { status: error instanceof AppError ? error.status : 400 });
    }
    return data<ShareActionData>({ intent, result: submission.reply({ resetForm: true }), sentTo: submission.value.email });
  }
  if (intent === "report") {
    const submission = parseWithZod(formData, { schema: listingReportSchema });
    if (submission.status !== "success") return data<ReportActionData>({ intent, result: submission.reply() }, { status: 400 });
    try {
      await reportListing(params.id ?? "", submission.value, {
        userId: viewerOf(context)?.id ?? null,
        clientAddress: context.get(requestContext).clientAddress,
      });
    } catch (error) {
      if (!(error instanceof AppError) || (error.code !== "not_found" && error.code !== "rate_limited")) throw error;
      return data<ReportActionData>({ intent, result: submission.reply({ formErrors: [errorMessageKey(error.code)] }) }, { status: error.status });
    }
    return data<ReportActionData>({ intent, sent: true });
  }
  // A message, tour request or offer on Beitna (its refusals are the requests' and offers' own).
  const explained = (error: unknown) => {
    if (error instanceof AppError && error.code !== "internal") return errorMessageKey(error.code, "listingPage");
    throw error;
  };
  if (intent === "request") {
    const user = requireUser(context);
    const submission = parseWithZod(formData, { schema: listingRequestSchema(new Date()) });
    if (submission.status !== "success") return data<ContactActionData>({ intent, result: submission.reply() }, { status: 400 });
    try {
      const { id } = await sendListingRequest(user.id, params.id ?? "", submission.value);
      return data<ContactActionData>({ intent, threadId: id });
    } catch (error) {
      return data<ContactActionData>({ intent, result: submission.reply({ formErrors: [explained(error)] }) }, { status: (error as AppError).status });
    }
  }
  if (intent === "offer") {
    const user = requireUser(context);
    const parsed = offerAmountSchema.safeParse(Object.fromEntries(formData));
    if (!parsed.success) return data<ContactActionData>({ intent, fieldErrors: parsed.error.flatten().fieldErrors }, { status: 400 });
    try {
      const { id } = await makeOffer(user.id, params.id ?? "", parsed.data);
      return data<ContactActionData>({ intent, threadId: id });
    } catch (error) {
      return data<ContactActionData>({ intent, error: explained(error) }, { status: (error as AppError).status });
    }
  }
  throw data(null, { status: 400 });
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StatusScreen status={isRouteErrorResponse(error) ? error.status : 500} />;
}

export default function ListingPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  if ("gone" in loaderData) return <GoneListingPage {...loaderData} />;
  const { listing, similar, similarSaved, saved, viewer, origin, lbpPerUsd, prices } = loaderData;
  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 pt-4 sm:pt-6 lg:pb-6">
      <ListingSeo listing={listing} origin={origin} />
      {listing.taken ? <TakenBanner listing={{ ...listing, taken: listing.taken }} /> : listing.isPublic ? null : <StatusBanner listing={listing} />}
      <Gallery photos={listing.photos} title={listing.title} />
      <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
        <ListingOverview listing={listing} prices={prices} saved={saved} signedIn={viewer !== null} />
        <ListingSidebar listing={listing} signedIn={viewer !== null} lbpPerUsd={lbpPerUsd} senderName={viewer?.name ?? ""} />
      </div>
      <SimilarHomes title={t("listingPage.similar.title")} similar={similar} similarSaved={similarSaved} />
      {listing.taken ? null : <ContactBar listing={listing} signedIn={viewer !== null} lbpPerUsd={lbpPerUsd} />}
    </div>
  );
}
