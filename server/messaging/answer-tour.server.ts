import { answerTour, type TourAnswer } from "../../domain/requests.ts";
import { applyConversationMove } from "../conversations/apply-conversation-move.server.ts";
import type { ConversationNews } from "../conversations/conversation-stack.server.ts";
import type { Transaction } from "../db/client.server.ts";
import { AppError } from "../errors.server.ts";
import { tourCalendarEvent } from "./tour-calendar.server.ts";
import { requestStack, type RequestRow } from "./request-participant.server.ts";

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
  await applyConversationMove(requestStack, userId, requestId, now, async (tx, { row: request, side }) => {
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
    const { status, tourAt, answerBy } = step.state;
    return {
      change: { status, tourAt, answerBy, lastMessageAt: now },
      message: { event: step.event, body: answer.answer === "decline" ? answer.reason : "", at: step.event === "declined" ? null : tourAt },
      notice: { kind: TOUR_STEP_NOTICE[step.event], params: tourAt ? { on: tourAt.toISOString() } : {} },
      mail: await tourStepMail(tx, request, step.event, tourAt, answer),
    };
  });
}

/** The mail of a step: a confirmed time to both (with its `.ics`), a declined or proposed one to the other side. */
async function tourStepMail(
  tx: Transaction,
  request: RequestRow,
  event: keyof typeof TOUR_STEP_NOTICE,
  tourAt: Date | null,
  answer: TourAnswer,
): Promise<ConversationNews["mail"]> {
  if (event === "accepted" || event === "proposal_accepted") {
    const calendar = await tourCalendarEvent(request, tourAt!, tx);
    return {
      kind: "tour-confirmed",
      to: "both",
      extra: () => ({ tourAt: tourAt!.toISOString(), calendar: { ...calendar, start: calendar.start.toISOString() } }),
    };
  }
  if (event === "declined")
    return { kind: "tour-declined", to: "other", extra: () => (answer.answer === "decline" && answer.reason ? { reason: answer.reason } : {}) };
  if (event === "proposed") return { kind: "tour-proposed", to: "other", extra: () => ({ tourAt: tourAt!.toISOString() }) };
  return null;
}
