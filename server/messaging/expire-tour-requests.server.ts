import { and, inArray, lte } from "drizzle-orm";
import { answerTour, type RequestKind, type RequestStatus } from "../../domain/requests.ts";
import { requestMessages, requests } from "../db/schema.ts";
import { notify } from "../notifications/notifications.server.ts";
import { db } from "../runtime.server.ts";
import { mailConversation } from "./conversation-mail.server.ts";
import { requestParties } from "./request-participant.server.ts";

/**
 * Tour requests nobody answered by their answer-by date (6 days after sending, or after the
 * owner's proposal) expire; both sides see it in the thread and are mailed (after it commits). Locked rows another instance is
 * expiring are skipped. Each goes through the tour's own rule (`answerTour(…, "expire")`), as
 * an owner's or a visitor's answer does. Answers how many expired.
 */
export async function expireTourRequests(now = new Date()): Promise<number> {
  const expired = await db().transaction(async (tx) => {
    const due = await tx
      .select({
        id: requests.id,
        propertyId: requests.propertyId,
        ownerId: requests.ownerId,
        senderId: requests.senderId,
        kind: requests.kind,
        status: requests.status,
        answerBy: requests.answerBy,
      })
      .from(requests)
      .where(and(inArray(requests.status, ["pending", "proposed"]), lte(requests.answerBy, now)))
      .for("update", { skipLocked: true })
      .limit(1000);
    const expiring = due.filter(
      (request) =>
        answerTour(
          { kind: request.kind as RequestKind, status: request.status as RequestStatus, preferredDates: [], tourAt: null, answerBy: request.answerBy },
          { answer: "expire" },
          "system",
          now,
        ).ok,
    );
    if (!expiring.length) return [];
    const ids = expiring.map((request) => request.id);
    // The rule's next state is the same for every one of them: expired, no longer waiting.
    await tx.update(requests).set({ status: "expired", answerBy: null, lastMessageAt: now }).where(inArray(requests.id, ids));
    await tx.insert(requestMessages).values(
      ids.map((requestId) => ({
        requestId,
        authorId: null,
        event: "expired",
        createdAt: now,
      })),
    );
    for (const request of expiring)
      for (const party of requestParties(request))
        await notify(tx, { userId: party.userId, kind: "tour_expired", subjectId: request.id, propertyId: request.propertyId, link: party.link });
    return expiring;
  });
  for (const request of expired)
    await mailConversation(
      {
        propertyId: request.propertyId,
        preference: "requests",
        kind: "tour-expired",
      },
      requestParties(request),
      "both",
    );
  return expired.length;
}
