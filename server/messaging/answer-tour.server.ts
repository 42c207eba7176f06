import { eq } from "drizzle-orm";
import { answerTour, type TourAnswer } from "../../domain/requests.ts";
import { properties, requestMessages, requests } from "../db/schema.ts";
import { publicUrl } from "../env.server.ts";
import { AppError } from "../errors.server.ts";
import { notify } from "../notifications/notifications.server.ts";
import { db, runtime } from "../runtime.server.ts";
import { mailBothSides } from "./mail-both-sides.server.ts";
import { lockRequestFor, otherSide } from "./request-participant.server.ts";

const TOUR_MINUTES = 30;

/**
 * An answer to a tour request (domain/requests.ts `answerTour`): the owner accepts a proposed
 * time, declines (with an optional reason) or proposes another; the visitor accepts or declines
 * the owner's proposal. Kept in the thread; once a time is agreed both get a mail with an `.ics`.
 */
export async function answerTourRequest(userId: string, requestId: string, answer: TourAnswer, now = new Date()): Promise<void> {
  const agreed = await db().transaction(async (tx) => {
    const { request, side } = await lockRequestFor(tx, userId, requestId);
    const step = answerTour(
      { kind: request.kind as "tour" | "message", status: request.status as never, preferredDates: request.preferredDates ?? [], tourAt: request.tourAt, answerBy: request.answerBy },
      answer,
      side,
      now,
    );
    if (!step.ok) throw new AppError(step.error);
    await tx
      .update(requests)
      .set({ status: step.state.status, tourAt: step.state.tourAt, answerBy: step.state.answerBy, lastMessageAt: now })
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
    await notify(tx, other.userId, "request", requestId, other.link);
    return step.state.status === "accepted" ? { request, tourAt: step.state.tourAt! } : null;
  });
  if (agreed) await mailTourConfirmed(agreed.request, agreed.tourAt);
}

async function mailTourConfirmed(request: { id: string; propertyId: string; ownerId: string; senderId: string }, tourAt: Date): Promise<void> {
  const [listing] = await db()
    .select({ title: properties.title, address: properties.address, city: properties.city, district: properties.district })
    .from(properties)
    .where(eq(properties.id, request.propertyId));
  const location = [listing?.address, listing?.city, listing?.district].filter(Boolean).join(", ");
  const base = publicUrl(runtime().env);
  await mailBothSides(
    request.propertyId,
    [
      { userId: request.ownerId, link: `/requests?box=received&thread=${request.id}` },
      { userId: request.senderId, link: `/requests?box=sent&thread=${request.id}` },
    ],
    "tour-confirmed",
    () => ({
      tourAt: tourAt.toISOString(),
      calendar: {
        uid: request.id,
        start: tourAt.toISOString(),
        minutes: TOUR_MINUTES,
        summary: `Beitna: ${listing?.title ?? ""}`,
        description: `${base}/requests?thread=${request.id}`,
        location,
        url: `${base}/requests?thread=${request.id}`,
      },
    }),
  );
}
