import { eq } from "drizzle-orm";
import { answerTour, type TourAnswer } from "../../domain/requests.ts";
import { requestMessages, requests } from "../db/schema.ts";
import { AppError } from "../errors.server.ts";
import { notify } from "../notifications/notifications.server.ts";
import { db } from "../runtime.server.ts";
import { mailConversation } from "./conversation-mail.server.ts";
import { tourCalendarEvent } from "./tour-calendar.server.ts";
import { lockRequestFor, otherSide, requestParties, type RequestRow } from "./request-participant.server.ts";

/** What the other side is told of each step. */
const TOUR_STEP_NOTICE = {
  accepted: "tour_confirmed",
  proposal_accepted: "tour_confirmed",
  proposed: "tour_proposed",
  declined: "tour_declined",
  expired: "tour_expired",
} as const;

/**
 * An answer to a tour request (domain/requests.ts `answerTour`): the owner accepts a proposed
 * time, declines (with an optional reason) or proposes another; the visitor accepts or declines
 * the owner's proposal. Kept in the thread; the other side is mailed (as they chose for requests),
 * and once a time is agreed both get a mail with an `.ics`.
 */
export async function answerTourRequest(userId: string, requestId: string, answer: TourAnswer, now = new Date()): Promise<void> {
  const answered = await db().transaction(async (tx) => {
    const { request, side } = await lockRequestFor(tx, userId, requestId);
    const step = answerTour(
      {
        kind: request.kind as "tour" | "message",
        status: request.status as never,
        preferredDates: request.preferredDates ?? [],
        tourAt: request.tourAt,
        answerBy: request.answerBy,
      },
      answer,
      side,
      now,
    );
    if (!step.ok) throw new AppError(step.error);
    await tx
      .update(requests)
      .set({
        status: step.state.status,
        tourAt: step.state.tourAt,
        answerBy: step.state.answerBy,
        lastMessageAt: now,
      })
      .where(eq(requests.id, requestId));
    await tx.insert(requestMessages).values({
      requestId,
      authorId: userId,
      event: step.event,
      body: answer.answer === "decline" ? answer.reason : "",
      at: step.event === "declined" ? null : step.state.tourAt,
      createdAt: now,
    });
    const other = otherSide(request, side);
    await notify(tx, {
      userId: other.userId,
      kind: TOUR_STEP_NOTICE[step.event],
      subjectId: requestId,
      propertyId: request.propertyId,
      link: other.link,
      params: step.state.tourAt ? { on: step.state.tourAt.toISOString() } : {},
    });
    return { request, other, event: step.event, tourAt: step.state.tourAt };
  });
  const { request, other, event, tourAt } = answered;
  if (event === "accepted" || event === "proposal_accepted") await mailTourConfirmed(request, tourAt!);
  else if (event === "declined")
    await mailConversation(
      {
        propertyId: request.propertyId,
        preference: "requests",
        kind: "tour-declined",
        extra: () => (answer.answer === "decline" && answer.reason ? { reason: answer.reason } : {}),
      },
      requestParties(request),
      other.userId,
    );
  else if (event === "proposed")
    await mailConversation(
      {
        propertyId: request.propertyId,
        preference: "requests",
        kind: "tour-proposed",
        extra: () => ({ tourAt: tourAt!.toISOString() }),
      },
      requestParties(request),
      other.userId,
    );
}

async function mailTourConfirmed(request: RequestRow, tourAt: Date): Promise<void> {
  const event = await tourCalendarEvent(request, tourAt);
  await mailConversation(
    {
      propertyId: request.propertyId,
      preference: "requests",
      kind: "tour-confirmed",
      extra: () => ({ tourAt: tourAt.toISOString(), calendar: { ...event, start: event.start.toISOString() } }),
    },
    requestParties(request),
    "both",
  );
}
