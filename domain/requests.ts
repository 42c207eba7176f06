// Tour requests and messages between a visitor and a listing's owner (issue 15, decision 0026):
// the forms' schemas and the steps of a tour request, pure. Messages are catalog keys.
import { z } from "zod";
import { DAY_MS } from "./days.ts";
import { beirutLocalTime } from "./beirut-clock.ts";

export const REQUEST_KINDS = ["tour", "message"] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];
export const REQUEST_STATUSES = ["pending", "replied", "proposed", "accepted", "declined", "expired"] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
export const REQUEST_SIDES = ["owner", "sender"] as const;
export type RequestSide = (typeof REQUEST_SIDES)[number];

/** Preferred times: up to three, within the next 30 days. A tour request waits 6 days for an answer. */
export const MAX_PREFERRED_TIMES = 3;
export const TOUR_WINDOW_DAYS = 30;
export const TOUR_ANSWER_DAYS = 6;
const isoInstant = z.iso.datetime({ offset: true });

/** A tour time as a form types it (Beirut's time) or as the API sends it (ISO 8601 with its offset). */
export function parseTourTime(value: string): Date | null {
  return beirutLocalTime(value) ?? (isoInstant.safeParse(value).success ? new Date(value) : null);
}

/** A time a tour may be set at: in the future and within the next 30 days. */
export function isTourTimeAllowed(at: Date, now: Date): boolean {
  return at.getTime() > now.getTime() && at.getTime() <= now.getTime() + TOUR_WINDOW_DAYS * DAY_MS;
}

const messageText = z
  .string({ error: "requests.errors.messageRequired" })
  .trim()
  .min(1, "requests.errors.messageRequired")
  .max(1000, "requests.errors.messageTooLong");

const tourTime = (now: Date) =>
  z.string().transform((value, context) => {
    const at = parseTourTime(value);
    if (!at) {
      context.addIssue({ code: "custom", message: "requests.errors.timeInvalid" });
      return z.NEVER;
    }
    if (!isTourTimeAllowed(at, now)) {
      context.addIssue({ code: "custom", message: "requests.errors.timeOutOfRange" });
      return z.NEVER;
    }
    return at;
  });

/** A message, or a tour request with one to three preferred times, sent from a listing page. */
export function listingRequestSchema(now: Date) {
  return z.discriminatedUnion("kind", [
    z.object({ kind: z.literal("message"), message: messageText }),
    z.object({
      kind: z.literal("tour"),
      message: messageText,
      preferredTimes: z.preprocess(
        (value) => (Array.isArray(value) ? value : value === undefined ? [] : [value]).filter((item) => item !== "" && item !== undefined && item !== null),
        z.array(tourTime(now)).min(1, "requests.errors.timeRequired").max(MAX_PREFERRED_TIMES, "requests.errors.tooManyTimes"),
      ),
    }),
  ]);
}
export type ListingRequestInput = z.output<ReturnType<typeof listingRequestSchema>>;

export const replySchema = z.object({ message: messageText });

/** The owner's or the visitor's answer to a tour request. */
export function tourAnswerSchema(now: Date) {
  return z.discriminatedUnion("answer", [
    z.object({ answer: z.literal("accept"), at: z.iso.datetime({ offset: true, error: "requests.errors.timeInvalid" }).transform((value) => new Date(value)) }),
    z.object({ answer: z.literal("decline"), reason: z.preprocess((value) => value ?? "", z.string().trim().max(500, "requests.errors.messageTooLong")) }),
    z.object({ answer: z.literal("propose"), at: tourTime(now) }),
    z.object({ answer: z.literal("acceptProposal") }),
  ]);
}
export type TourAnswer = z.output<ReturnType<typeof tourAnswerSchema>>;

export interface TourState {
  kind: RequestKind;
  status: RequestStatus;
  preferredDates: Date[];
  tourAt: Date | null;
  answerBy: Date | null;
}

export type TourRefusal = "request_closed" | "request_not_a_tour" | "request_answer_not_allowed" | "request_time_not_offered" | "request_not_expired";
export type TourStep =
  { ok: true; state: TourState; event: "accepted" | "declined" | "proposed" | "proposal_accepted" | "expired" } | { ok: false; error: TourRefusal };

const WAITING: RequestStatus[] = ["pending", "proposed"];

/**
 * The steps of a tour request: while it waits (pending), the owner accepts one of the proposed
 * times, declines, or proposes another time; a proposed time (proposed) the visitor accepts or
 * declines, and the owner may propose again or decline. Unanswered by its answer-by date, it expires.
 */
export function answerTour(state: TourState, answer: TourAnswer | { answer: "expire" }, by: RequestSide | "system", now: Date): TourStep {
  if (state.kind !== "tour") return { ok: false, error: "request_not_a_tour" };
  if (!WAITING.includes(state.status)) return { ok: false, error: "request_closed" };
  const refuse = { ok: false, error: "request_answer_not_allowed" } as const;
  switch (answer.answer) {
    case "expire":
      if (by !== "system") return refuse;
      if (!state.answerBy || state.answerBy.getTime() > now.getTime()) return { ok: false, error: "request_not_expired" };
      return { ok: true, state: { ...state, status: "expired", answerBy: null }, event: "expired" };
    case "accept":
      if (by !== "owner" || state.status !== "pending") return refuse;
      if (!state.preferredDates.some((date) => date.getTime() === answer.at.getTime()) || answer.at.getTime() <= now.getTime()) {
        return { ok: false, error: "request_time_not_offered" };
      }
      return { ok: true, state: { ...state, status: "accepted", tourAt: answer.at, answerBy: null }, event: "accepted" };
    case "decline":
      if (by === "system" || (by === "sender" && state.status !== "proposed")) return refuse;
      return { ok: true, state: { ...state, status: "declined", answerBy: null }, event: "declined" };
    case "propose":
      if (by !== "owner") return refuse;
      return {
        ok: true,
        state: { ...state, status: "proposed", tourAt: answer.at, answerBy: new Date(now.getTime() + TOUR_ANSWER_DAYS * DAY_MS) },
        event: "proposed",
      };
    case "acceptProposal":
      if (by !== "sender" || state.status !== "proposed" || !state.tourAt || state.tourAt.getTime() <= now.getTime()) return refuse;
      return { ok: true, state: { ...state, status: "accepted", answerBy: null }, event: "proposal_accepted" };
  }
}

/** When a new tour request stops waiting. */
export function firstAnswerBy(now: Date): Date {
  return new Date(now.getTime() + TOUR_ANSWER_DAYS * DAY_MS);
}
