import { and, inArray, lte } from "drizzle-orm";
import { answerTour, type RequestKind, type RequestStatus } from "../../domain/requests.ts";
import { expireConversations } from "../conversations/expire-conversations.server.ts";
import { requests } from "../db/schema.ts";
import { requestStack } from "./request-participant.server.ts";

/**
 * Tour requests nobody answered by their answer-by date (6 days after sending, or after the
 * owner's proposal) expire; both sides see it in the thread and are mailed (after it commits). Locked rows another instance is
 * expiring are skipped. Each goes through the tour's own rule (`answerTour(…, "expire")`), as
 * an owner's or a visitor's answer does. Answers how many expired.
 */
export async function expireTourRequests(now = new Date()): Promise<number> {
  return expireConversations(
    requestStack,
    now,
    async (tx) => {
      const due = await tx
        .select()
        .from(requests)
        .where(and(inArray(requests.status, ["pending", "proposed"]), lte(requests.answerBy, now)))
        .for("update", { skipLocked: true })
        .limit(1000);
      return due.filter(
        (request) =>
          answerTour(
            { kind: request.kind as RequestKind, status: request.status as RequestStatus, preferredDates: [], tourAt: null, answerBy: request.answerBy },
            { answer: "expire" },
            "system",
            now,
          ).ok,
      );
    },
    // The rule's next state is the same for every one of them: expired, no longer waiting.
    {
      change: { status: "expired", answerBy: null, lastMessageAt: now },
      message: { event: "expired" },
      notice: "tour_expired",
      mail: () => ({ kind: "tour-expired", to: "both" }),
    },
  );
}
