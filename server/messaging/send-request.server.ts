import { firstAnswerBy, type ListingRequestInput } from "../../domain/requests.ts";
import { countConversation } from "../conversations/conversation-rules.server.ts";
import { openConversation } from "../conversations/open-conversation.server.ts";
import { requestStack } from "./request-participant.server.ts";

/**
 * A signed-in visitor's tour request or message to the owner of a public listing: a new thread,
 * its first message, one count in the listing's requestTour or messageOwner counter, and a
 * notification for the owner, in one transaction; then the owner's mail.
 */
export async function sendListingRequest(senderId: string, propertyId: string, input: ListingRequestInput, now = new Date()): Promise<{ id: string }> {
  return openConversation(requestStack, senderId, propertyId, now, async (tx) => {
    const tour = input.kind === "tour";
    await countConversation(tx, propertyId, tour ? "requestTour" : "messageOwner");
    return {
      thread: {
        kind: input.kind,
        preferredDates: tour ? [...input.preferredTimes].sort((a, b) => a.getTime() - b.getTime()) : null,
        answerBy: tour ? firstAnswerBy(now) : null,
      },
      message: { body: input.message },
      notice: { kind: tour ? "tour_requested" : "message" },
      mail: { kind: tour ? "tour-requested" : "new-message", to: "other", extra: () => ({ detail: input.message }) },
    };
  });
}
