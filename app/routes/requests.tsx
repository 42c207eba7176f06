import { data, redirect } from "react-router";
import { idOrUndefined } from "#domain/ids.ts";
import { CONVERSATIONS_PAGE_SIZE, pageWindow } from "#domain/conversations.ts";
import { errorMessageKey } from "#domain/errors.ts";
import { lastPage, requestedPage } from "#domain/paging.ts";
import { REQUEST_STATUSES, type RequestStatus, replySchema, tourAnswerSchema } from "#domain/requests.ts";
import { AppError } from "#server/errors.server.ts";
import { answerTourRequest } from "#server/messaging/answer-tour.server.ts";
import { setSenderBlocked } from "#server/messaging/block-sender.server.ts";
import { conversationListings, openingBox } from "#server/conversations/conversation-boxes.server.ts";
import { listRequests } from "#server/messaging/list-requests.server.ts";
import { requestStack } from "#server/messaging/request-participant.server.ts";
import { replyToRequest } from "#server/messaging/reply-to-request.server.ts";
import { requestThread } from "#server/messaging/request-thread.server.ts";
import { type Box, BoxTabs, ConversationPages, FilterBar, ThreadLayout } from "~/components/conversations/parts.tsx";
import { PageTitle } from "~/components/page-title.tsx";
import { RequestList } from "~/components/requests/request-list.tsx";
import { RequestThreadView } from "~/components/requests/request-thread.tsx";
import { useTranslation } from "~/i18n/use-translation";
import { requireUser } from "~/lib/current-user.server.ts";
import { redirectPastLastPage } from "~/lib/paging.server.ts";
import type { Route } from "./+types/requests";
import { readForm } from "~/lib/read-form.server.ts";
import type { RequestActionData } from "~/lib/route-answers.ts";

/** `/requests`: the user's received and sent tour requests and messages, and one thread. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const user = requireUser(context);
  const threadId = idOrUndefined(url.searchParams.get("thread"));
  const thread = threadId ? await requestThread(user.id, threadId) : null;
  const asked = url.searchParams.get("box");
  const box: Box =
    asked === "sent" || asked === "received" ? asked : thread ? (thread.side === "sender" ? "sent" : "received") : await openingBox(requestStack, user.id);
  const status = url.searchParams.get("status");
  const filters = {
    box,
    propertyId: idOrUndefined(url.searchParams.get("listing")),
    status: (REQUEST_STATUSES as readonly string[]).includes(status ?? "") ? (status as RequestStatus) : undefined,
  } as const;
  const page = requestedPage(url.searchParams.get("page"), 100_000);
  const [found, listings] = await Promise.all([listRequests(user.id, filters, pageWindow(page)), conversationListings(requestStack, user.id, box)]);
  redirectPastLastPage(url, lastPage(found.count, CONVERSATIONS_PAGE_SIZE));
  const requests = found.items;
  return {
    now: new Date().toISOString(),
    box,
    filters: { listing: filters.propertyId ?? "", status: filters.status ?? "" },
    requests,
    count: found.count,
    page,
    listings,
    thread,
    filtered: Boolean(filters.propertyId || filters.status),
  };
}

/** Writes to one thread: a message, an answer to a tour request, or (the owner) a block. */
export async function action({ context, request, url }: Route.ActionArgs) {
  const user = requireUser(context);
  const form = await readForm(request);
  const requestId = String(form.get("requestId") ?? "");
  const intent = form.get("intent");
  try {
    if (intent === "reply") {
      const parsed = replySchema.safeParse({ message: form.get("message") });
      if (!parsed.success) return data<RequestActionData>({ error: parsed.error.issues[0]?.message }, { status: 400 });
      await replyToRequest(user.id, requestId, parsed.data.message);
    } else if (intent === "answer") {
      const parsed = tourAnswerSchema(new Date()).safeParse(Object.fromEntries(form));
      if (!parsed.success) return data<RequestActionData>({ error: parsed.error.issues[0]?.message }, { status: 400 });
      await answerTourRequest(user.id, requestId, parsed.data);
    } else if (intent === "block" || intent === "unblock") {
      await setSenderBlocked(user.id, requestId, intent === "block");
    } else {
      throw data(null, { status: 400 });
    }
  } catch (error) {
    if (error instanceof AppError) return data<RequestActionData>({ error: errorMessageKey(error.code) }, { status: error.status });
    throw error;
  }
  // Back to the thread with a fresh page (a reload does not post again).
  throw redirect(`${url.pathname}${url.search}`);
}

export default function Requests({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { now, box, filters, requests, count, page, listings, thread, filtered } = loaderData;
  const statuses = REQUEST_STATUSES.map((value) => ({ value, label: t(`requests.statuses.${value}`) }));
  return (
    <div className="mx-auto max-w-6xl space-y-5 px-4 py-6 sm:py-10">
      <PageTitle title={t("requests.title")} subtitle={t("requests.intro")} />
      <div className={`space-y-3 ${thread ? "hidden lg:block" : ""}`}>
        <BoxTabs base="/requests" box={box} label={t("requests.boxes")} />
        <FilterBar box={box} listings={listings} statuses={statuses} selected={filters} />
      </div>
      <ThreadLayout
        list={
          <div className="space-y-3">
            <RequestList requests={requests} box={box} selectedId={thread?.id} empty={t(filtered ? "requests.emptyFiltered" : "requests.empty")} />
            <ConversationPages page={page} count={count} />
          </div>
        }
        thread={thread ? <RequestThreadView key={thread.id} thread={thread} now={now} /> : null}
        backTo={`/requests?box=${box}`}
        backLabel={t("requests.back")}
        emptyThread={t("requests.choose")}
      />
    </div>
  );
}
