import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/i18n/use-translation";
import { data, isRouteErrorResponse } from "react-router";
import { offerAmountSchema } from "#domain/offers.ts";
import { listingRequestSchema } from "#domain/requests.ts";
import { shareListingSchema } from "#domain/share.ts";
import { listingReportSchema } from "#domain/listing-reports.ts";
import { reportListing } from "#server/reports/report-listing.server.ts";
import { PriceHistory } from "~/components/listing-page/price-history.tsx";
import { ReportListing, type ReportActionData } from "~/components/listing-page/report-listing.tsx";
import { SIMILAR_ENOUGH } from "#domain/similar.ts";
import { cardView } from "#domain/listing-card.ts";
import { errorMessageKey } from "#domain/errors.ts";
import { AppError, type AppErrorCode } from "#server/errors.server.ts";
import { isFavorite, savedAmong } from "#server/favorites/list-favorites.server.ts";
import { countListingView } from "#server/listings/count-listing-view.server.ts";
import { findListingPage } from "#server/listings/find-listing-page.server.ts";
import { sendListingRequest } from "#server/messaging/send-request.server.ts";
import { currentLbpPerUsd } from "#server/money/exchange-rate.server.ts";
import { listingPriceGuide } from "#server/market/listing-price-guide.server.ts";
import { ListingPrices } from "~/components/listing-page/listing-prices.tsx";
import { makeOffer } from "#server/offers/make-offer.server.ts";
import { shareListing } from "#server/listings/share-listing.server.ts";
import { findSimilarListings } from "#server/search/similar-listings.server.ts";
import { SimilarHomes } from "~/components/listing-page/similar-homes.tsx";
import { type ContactActionData, ContactActions } from "~/components/listing-page/contact-actions.tsx";
import { ContactBar } from "~/components/listing-page/contact-bar.tsx";
import { KeyFacts, Price } from "~/components/listing-page/price-and-facts.tsx";
import { FavoriteButton } from "~/components/listing-page/favorite-button.tsx";
import { Gallery } from "~/components/listing-page/gallery.tsx";
import { ListingMap } from "~/components/listing-page/listing-map.tsx";
import { SharePanel, type ShareActionData } from "~/components/listing-page/share-panel.tsx";
import { StatusScreen } from "~/components/status-screen.tsx";
import { TakenBanner } from "~/components/listing-page/taken-banner.tsx";
import { Details } from "~/components/listing-page/details.tsx";
import { Inspection } from "~/components/listing-page/inspection.tsx";
import { OwnerCard } from "~/components/listing-page/owner-card.tsx";
import { StatusBanner } from "~/components/listing-page/status-banner.tsx";
import { ListingSeo } from "~/components/listing-page/listing-seo.tsx";
import { requireUser } from "~/lib/current-user.server.ts";
import { siteOrigin } from "~/lib/site-origin.server.ts";
import { useListingValueLabel } from "~/lib/listing-labels.ts";
import { requestContext } from "#server/http/request-context.ts";
import { inReadersLanguage } from "#server/listings/listing-form-options.server.ts";
import { sessionContext } from "~/lib/session-context.ts";
import { sameForEveryVisitor } from "#server/http/visitor-page.ts";
import { listingTag, ownerTag, PRICES_TAG, RATE_TAG } from "#domain/page-tags.ts";
import type { Route } from "./+types/listing";
import { readForm } from "~/lib/read-form.server.ts";
import { goneListingPage, redirectToCanonical } from "~/lib/gone-listing.server.ts";
import { GoneListingPage } from "~/components/listing-page/gone-listing.tsx";

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
  const viewCounts = listing.isPublic && !listing.isOwner;
  const similarCards = listing.centre
    ? findSimilarListings(
        { listingId: listing.id, listingType: listing.listingType, propertyType: listing.propertyType, ...listing.centre },
        SIMILAR_ENOUGH,
      ).then((found) => found.results.map(cardView))
    : Promise.resolve([]);
  const { locale } = context.get(requestContext);
  // Issue 29: against the asking prices of its area, only for a live listing.
  const compared = listing.isPublic && !listing.taken;
  const [similar, similarSaved, saved, , lbpPerUsd, prices] = await Promise.all([
    similarCards,
    similarCards.then((cards) =>
      savedAmong(
        viewer?.id,
        cards.map((card) => card.id),
      ),
    ),
    viewer ? isFavorite(viewer.id, listing.id) : false,
    viewCounts
      ? countListingView(listing.id, { address: context.get(requestContext).clientAddress, userAgent: request.headers.get("user-agent") ?? "" })
      : false,
    currentLbpPerUsd(),
    listingPriceGuide(listing.id, locale, compared),
  ]);
  // Places in the reader's language; the API's getProperty keeps the stored (English) names.
  const [[place], localSimilar] = await Promise.all([inReadersLanguage([listing], locale), inReadersLanguage(similar, locale)]);
  // Similar listings come and go without moving this page's tags: the cache's age limit covers them (decision 0056).
  const tags = [listingTag(listing.id), ownerTag(listing.owner.id), RATE_TAG, ...(compared ? [PRICES_TAG] : []), ...similar.map((card) => listingTag(card.id))];
  sameForEveryVisitor(context, tags, viewCounts ? { listingView: listing.id } : {});
  return { listing: place!, similar: localSimilar, similarSaved, saved, lbpPerUsd, prices, viewer: viewer && { name: viewer.name }, origin: siteOrigin() };
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
  const label = useListingValueLabel();
  if ("gone" in loaderData) return <GoneListingPage {...loaderData} />;
  const { listing, similar, similarSaved, saved, viewer, origin, lbpPerUsd, prices } = loaderData;
  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 pt-4 sm:pt-6 lg:pb-6">
      <ListingSeo listing={listing} origin={origin} />
      {listing.taken ? <TakenBanner listing={{ ...listing, taken: listing.taken }} /> : listing.isPublic ? null : <StatusBanner listing={listing} />}
      <Gallery photos={listing.photos} title={listing.title} />
      <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="min-w-0 space-y-8">
          <header className="space-y-3">
            <Price listing={listing} />
            <ListingPrices prices={prices} listing={listing} />
            <KeyFacts listing={listing} />
            <h1 dir="auto" className="text-xl font-bold text-slate-900 sm:text-3xl">
              {listing.title}
            </h1>
            <p className="text-sm font-medium text-brand-700">
              {label("listingType", listing.listingType)} · {label("propertyType", listing.propertyType)}
            </p>
            {listing.isPublic || saved ? (
              <div className="flex flex-wrap gap-2">
                <FavoriteButton propertyId={listing.id} saved={saved} signedIn={viewer !== null} path={listing.path} />
              </div>
            ) : null}
          </header>
          <section aria-labelledby="description-title" className="space-y-2">
            <h2 id="description-title" className="text-lg font-semibold text-slate-900">
              {t("listingPage.description")}
            </h2>
            <p dir="auto" className="whitespace-pre-line text-slate-800">
              {listing.description || t("listingPage.noDescription")}
            </p>
          </section>
          <Details listing={listing} />
          {listing.priceHistory.length ? <PriceHistory listing={listing} /> : null}
          <Inspection highlight={listing.inspectionHighlight} />
          <section aria-labelledby="map-title" className="space-y-2">
            <h2 id="map-title" className="text-lg font-semibold text-slate-900">
              {t("listingPage.map.title")}
            </h2>
            {listing.marker ? <ListingMap marker={listing.marker} /> : <p className="text-sm text-slate-600">{t("listingPage.map.none")}</p>}
          </section>
        </div>
        <aside className="space-y-4">
          {listing.taken ? null : (
            <section aria-labelledby="contact-title" className="space-y-3 rounded-xl border border-slate-200 p-4">
              <h2 id="contact-title" className="text-lg font-semibold text-slate-900">
                {t("listingPage.contact.title")}
              </h2>
              <ContactActions listing={listing} signedIn={viewer !== null} lbpPerUsd={lbpPerUsd} />
            </section>
          )}
          <OwnerCard owner={listing.owner} />
          {listing.isPublic ? <SharePanel propertyId={listing.id} title={listing.title} url={listing.url} senderName={viewer?.name ?? ""} /> : null}
          {listing.isPublic && !listing.isOwner ? <ReportListing /> : null}
        </aside>
      </div>
      <SimilarHomes title={t("listingPage.similar.title")} similar={similar} similarSaved={similarSaved} />
      {listing.taken ? null : <ContactBar listing={listing} signedIn={viewer !== null} lbpPerUsd={lbpPerUsd} />}
    </div>
  );
}
