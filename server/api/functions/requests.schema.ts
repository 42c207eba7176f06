import { z } from "zod";
import { REQUEST_EVENTS } from "../../../domain/request-views.ts";
import { REQUEST_STATUSES } from "../../../domain/requests.ts";
import { conversationCount, conversationWindow } from "./conversation-window.schema.ts";

const requestId = z.uuid().describe("A request thread's id");
const propertyId = z.uuid().describe("A listing's id");
const message = z.string().min(1).max(1000).describe("The text, 1 to 1000 characters");
const tourTime = z.string().describe("ISO 8601 with an offset (2026-12-01T15:00:00+02:00), or Beirut's local time as a form types it (2026-12-01T15:00)");

export const requestTourInput = z.strictObject({
  PropertyID: propertyId,
  message,
  preferredTimes: z.array(tourTime).min(1).max(3).describe("One to three preferred times, within the next 30 days"),
});
export const sendMessageInput = z.strictObject({
  PropertyID: propertyId.optional().describe("Opens a new conversation about this listing"),
  RequestID: requestId.optional().describe("Writes in this existing thread instead"),
  message,
});
export const createdRequestOutput = z.object({ RequestID: requestId });
export const doneOutput = z.object({ result: z.literal("success") });

export const requestsInput = z.strictObject({
  box: z.enum(["received", "sent"]).default("received").describe("Received (as the listing's owner) or sent"),
  PropertyID: propertyId.optional(),
  status: z.enum(REQUEST_STATUSES).optional(),
  ...conversationWindow,
});
export const requestsOutput = z.object({
  count: conversationCount,
  results: z.array(
    z
      .object({
        RequestID: requestId,
        kind: z.enum(["tour", "message"]),
        status: z.enum(REQUEST_STATUSES),
        PropertyID: propertyId,
        title: z.string(),
        otherName: z.string().describe("The other person's name"),
        preview: z.string().describe("The last message's text"),
        lastMessageAt: z.iso.datetime(),
        unread: z.boolean(),
      })
      .meta({ id: "RequestSummary" }),
  ),
});

export const requestThreadInput = z.strictObject({ RequestID: requestId });
export const requestThreadOutput = z.object({
  thread: z
    .object({
      RequestID: requestId,
      kind: z.enum(["tour", "message"]),
      status: z.enum(REQUEST_STATUSES),
      side: z.enum(["owner", "sender"]).describe("The caller's side"),
      preferredTimes: z.array(z.iso.datetime()),
      tourAt: z.iso.datetime().nullable().describe("The time proposed (proposed) or agreed (accepted)"),
      answerBy: z.iso.datetime().nullable().describe("When a waiting tour request expires"),
      PropertyID: propertyId,
      title: z.string(),
      otherName: z.string(),
      otherPhone: z.string().describe("The owner's number for the sender, when the listing's contact method offers a call or WhatsApp; else empty"),
      blocked: z.boolean(),
      messages: z.array(
        z.object({
          mine: z.boolean(),
          event: z.enum(REQUEST_EVENTS),
          body: z.string(),
          at: z.iso.datetime().nullable(),
          createdAt: z.iso.datetime(),
        }),
      ),
    })
    .meta({ id: "RequestThread" }),
});

export const answerRequestInput = z.strictObject({
  RequestID: requestId,
  answer: z
    .enum(["accept", "decline", "propose", "acceptProposal"])
    .describe("The owner accepts one of the preferred times, declines or proposes another; the visitor accepts or declines a proposal"),
  at: tourTime.optional().describe("accept: one of the preferred times; propose: the new time"),
  reason: z.string().max(500).optional().describe("decline: why, optional"),
});

export const blockSenderInput = z.strictObject({ RequestID: requestId, blocked: z.boolean().describe("True blocks the thread's sender, false lifts it") });
