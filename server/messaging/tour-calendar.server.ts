import { eq } from "drizzle-orm";
import { z } from "zod";
import type { CalendarEvent } from "../../domain/calendar.ts";
import type { Executor } from "../db/client.server.ts";
import { properties, requests } from "../db/schema.ts";
import { publicUrl } from "../env.server.ts";
import { AppError } from "../errors.server.ts";
import { db, runtime } from "../runtime.server.ts";
import { ofParticipant } from "../conversations/conversation-stack.server.ts";
import { requestStack, type RequestRow } from "./request-participant.server.ts";

const TOUR_MINUTES = 30;

/** A confirmed tour as a calendar event: the one the confirmation mails attach and the thread's "Add to calendar" serves. */
export async function tourCalendarEvent(request: Pick<RequestRow, "id" | "propertyId">, tourAt: Date, executor: Executor = db()): Promise<CalendarEvent> {
  const [listing] = await executor
    .select({ title: properties.title, address: properties.address, city: properties.city, district: properties.district })
    .from(properties)
    .where(eq(properties.id, request.propertyId));
  const url = `${publicUrl(runtime().env)}/requests?thread=${request.id}`;
  return {
    uid: request.id,
    start: tourAt,
    minutes: TOUR_MINUTES,
    summary: `Beitna: ${listing?.title ?? ""}`,
    description: url,
    location: [listing?.address, listing?.city, listing?.district].filter(Boolean).join(", "),
    url,
  };
}

/** The calendar event of a confirmed tour, for its owner or its visitor only; anyone else, or a tour not confirmed, `not_found`. */
export async function readTourCalendar(userId: string, requestId: string): Promise<CalendarEvent> {
  if (!z.uuid().safeParse(requestId).success) throw new AppError("not_found");
  const [request] = await db()
    .select()
    .from(requests)
    .where(ofParticipant(requestStack, userId, requestId))
    .limit(1);
  if (!request || request.kind !== "tour" || request.status !== "accepted" || !request.tourAt) throw new AppError("not_found");
  return tourCalendarEvent(request, request.tourAt);
}
