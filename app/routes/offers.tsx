import { data, redirect } from "react-router";
import { idOrUndefined } from "#domain/ids.ts";
import { CONVERSATIONS_PAGE_SIZE, pageWindow } from "#domain/conversations.ts";
import { errorMessageKey } from "#domain/errors.ts";
import { lastPage, requestedPage } from "#domain/paging.ts";
import { OFFER_STATUSES, type OfferStatus, offerAnswerSchema } from "#domain/offers.ts";
import { AppError } from "#server/errors.server.ts";
import { answerOffer } from "#server/offers/answer-offer.server.ts";
import { conversationListings, openingBox } from "#server/conversations/conversation-boxes.server.ts";
import { listOffers } from "#server/offers/list-offers.server.ts";
import { offerStack } from "#server/offers/offer-participant.server.ts";
import { markListingTaken } from "#server/offers/mark-listing-taken.server.ts";
import { offerThread } from "#server/offers/offer-thread.server.ts";
import { type Box, BoxTabs, ConversationPages, FilterBar, ThreadLayout } from "~/components/conversations/parts.tsx";
import { OfferList } from "~/components/offers/offer-list.tsx";
import { OfferThreadPanel } from "~/components/offers/offer-thread.tsx";
import { PageTitle } from "~/components/page-title.tsx";
import { useTranslation } from "~/i18n/use-translation";
import { requireUser } from "~/lib/current-user.server.ts";
import { redirectPastLastPage } from "~/lib/paging.server.ts";
import type { Route } from "./+types/offers";
import { readForm } from "~/lib/read-form.server.ts";
import type { OfferActionData } from "~/lib/route-answers.ts";

/** `/offers`: the user's received and sent offers, and one thread with every move. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const user = requireUser(context);
  const threadId = idOrUndefined(url.searchParams.get("thread"));
  const thread = threadId ? await offerThread(user.id, threadId) : null;
  const asked = url.searchParams.get("box");
  const box: Box =
    asked === "sent" || asked === "received" ? asked : thread ? (thread.side === "buyer" ? "sent" : "received") : await openingBox(offerStack, user.id);
  const status = url.searchParams.get("status");
  const filters = {
    box,
    propertyId: idOrUndefined(url.searchParams.get("listing")),
    status: (OFFER_STATUSES as readonly string[]).includes(status ?? "") ? (status as OfferStatus) : undefined,
  } as const;
  const page = requestedPage(url.searchParams.get("page"), 100_000);
  const [found, listings] = await Promise.all([listOffers(user.id, filters, pageWindow(page)), conversationListings(offerStack, user.id, box)]);
  redirectPastLastPage(url, lastPage(found.count, CONVERSATIONS_PAGE_SIZE));
  const offers = found.items;
  return {
    box,
    filters: { listing: filters.propertyId ?? "", status: filters.status ?? "" },
    offers,
    count: found.count,
    page,
    listings,
    thread,
    filtered: Boolean(filters.propertyId || filters.status),
  };
}

/** A move in one thread, or (the owner of an accepted offer) marking the listing rented or sold. */
export async function action({ context, request, url }: Route.ActionArgs) {
  const user = requireUser(context);
  const form = await readForm(request);
  const offerId = String(form.get("offerId") ?? "");
  try {
    if (form.get("intent") === "markTaken") {
      await markListingTaken(user.id, offerId);
    } else {
      const parsed = offerAnswerSchema.safeParse(Object.fromEntries(form));
      if (!parsed.success) return data<OfferActionData>({ error: parsed.error.issues[0]?.message }, { status: 400 });
      await answerOffer(user.id, offerId, parsed.data);
    }
  } catch (error) {
    if (error instanceof AppError) return data<OfferActionData>({ error: errorMessageKey(error.code) }, { status: error.status });
    throw error;
  }
  throw redirect(`${url.pathname}${url.search}`);
}

export default function Offers({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { box, filters, offers, count, page, listings, thread, filtered } = loaderData;
  const statuses = OFFER_STATUSES.map((value) => ({ value, label: t(`offers.statuses.${value}`) }));
  return (
    <div className="mx-auto max-w-6xl space-y-5 px-4 py-6 sm:py-10">
      <PageTitle title={t("offers.title")} subtitle={t("offers.intro")} />
      <div className={`space-y-3 ${thread ? "hidden lg:block" : ""}`}>
        <BoxTabs base="/offers" box={box} label={t("offers.title")} />
        <FilterBar box={box} listings={listings} statuses={statuses} selected={filters} />
      </div>
      <ThreadLayout
        list={
          <div className="space-y-3">
            <OfferList offers={offers} box={box} selectedId={thread?.id} empty={t(filtered ? "offers.emptyFiltered" : "offers.empty")} />
            <ConversationPages page={page} count={count} />
          </div>
        }
        thread={thread ? <OfferThreadPanel key={`${thread.id}-${thread.history.length}`} thread={thread} /> : null}
        backTo={`/offers?box=${box}`}
        backLabel={t("offers.back")}
        emptyThread={t("offers.choose")}
      />
    </div>
  );
}
