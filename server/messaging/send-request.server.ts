import { firstAnswerBy, type ListingRequestInput } from "../../domain/requests.ts";
import { requestMessages, requests } from "../db/schema.ts";
import { notify } from "../notifications/notifications.server.ts";
import { db } from "../runtime.server.ts";
import { mailConversation } from "./conversation-mail.server.ts";
import { countConversation, openConversationOn } from "./conversation-rules.server.ts";
import { requestParties } from "./request-participant.server.ts";

/**
 * A signed-in visitor's tour request or message to the owner of a public listing: a new thread,
 * its first message, one count in the listing's requestTour or messageOwner counter, and a
 * notification for the owner, in one transaction; then the owner's mail.
 */
export async function sendListingRequest(senderId: string, propertyId: string, input: ListingRequestInput, now = new Date()): Promise<{ id: string }> {
  const sent = await db().transaction(async (tx) => {
    const listing = await openConversationOn(tx, senderId, propertyId, now);
    const [created] = await tx
      .insert(requests)
      .values({
        propertyId,
        senderId,
        ownerId: listing.ownerId,
        kind: input.kind,
        preferredDates: input.kind === "tour" ? [...input.preferredTimes].sort((a, b) => a.getTime() - b.getTime()) : null,
        answerBy: input.kind === "tour" ? firstAnswerBy(now) : null,
        lastMessageAt: now,
        createdAt: now,
      })
      .returning({ id: requests.id });
    const id = created!.id;
    await tx.insert(requestMessages).values({
      requestId: id,
      authorId: senderId,
      body: input.message,
      createdAt: now,
    });
    await countConversation(tx, propertyId, input.kind === "tour" ? "requestTour" : "messageOwner");
    const parties = requestParties({ id, ownerId: listing.ownerId, senderId });
    await notify(tx, { userId: listing.ownerId, kind: input.kind === "tour" ? "tour_requested" : "message", subjectId: id, propertyId, link: parties[0].link });
    return { id, parties };
  });
  await mailConversation(
    {
      propertyId,
      preference: "requests",
      kind: input.kind === "tour" ? "tour-requested" : "new-message",
      extra: () => ({ detail: input.message }),
    },
    sent.parties,
    sent.parties[0].userId,
  );
  return { id: sent.id };
}
