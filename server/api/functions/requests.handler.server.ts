import { listingRequestSchema, replySchema, tourAnswerSchema } from "../../../domain/requests.ts";
import { AppError } from "../../errors.server.ts";
import { answerTourRequest } from "../../messaging/answer-tour.server.ts";
import { setSenderBlocked } from "../../messaging/block-sender.server.ts";
import { listRequests } from "../../messaging/list-requests.server.ts";
import { replyToRequest } from "../../messaging/reply-to-request.server.ts";
import { requestThread as readRequestThread } from "../../messaging/request-thread.server.ts";
import { sendListingRequest } from "../../messaging/send-request.server.ts";
import { defineFunction } from "../define-function.server.ts";
import { EXAMPLE_REQUEST_ID, EXAMPLE_SECOND_LISTING_ID, exampleTourTime } from "./examples.ts";
import {
  answerRequestInput,
  blockSenderInput,
  createdRequestOutput,
  doneOutput,
  requestsInput,
  requestsOutput,
  requestThreadInput,
  requestThreadOutput,
  requestTourInput,
  sendMessageInput,
} from "./requests.schema.ts";

/** Checks with the web form's schema, so the API refuses what the form refuses. */
function parsed<T>(result: { success: true; data: T } | { success: false; error: { issues: Array<{ message: string }> } }): T {
  if (!result.success) throw new AppError("invalid_payload", result.error.issues[0]?.message);
  return result.data;
}

const limits = [{ per: "caller" as const, max: 30, windowSeconds: 60 }];

export const requestTour = defineFunction({
  name: "requestTour",
  tag: "Requests",
  summary: "Ask an owner for a tour",
  description:
    "A tour request on a public listing, with one to three preferred times in the next 30 days and a message. Counts once in the listing's requestTour counter. 10 new conversations a day per user (429); an owner who blocked the caller refuses (403).",
  access: "signed-in",
  errors: ["not_found", "forbidden", "messages_not_accepted", "sender_blocked", "conversation_limit"],
  input: requestTourInput,
  output: createdRequestOutput,
  idempotent: true,
  rateLimits: limits,
  example: {
    input: { PropertyID: EXAMPLE_SECOND_LISTING_ID, message: "Hello, could I visit on Saturday?", preferredTimes: [exampleTourTime()] },
    output: { RequestID: EXAMPLE_REQUEST_ID },
  },
  async handler(input, { caller }) {
    const request = parsed(listingRequestSchema(new Date()).safeParse({ kind: "tour", message: input.message, preferredTimes: input.preferredTimes }));
    const { id } = await sendListingRequest(caller.id, input.PropertyID, request);
    return { RequestID: id };
  },
});

export const sendMessage = defineFunction({
  name: "sendMessage",
  tag: "Requests",
  summary: "Message an owner, or write in a thread",
  description:
    "With `PropertyID`: a new conversation with the listing's owner (counts once in its messageOwner counter; daily limit and blocks as requestTour). With `RequestID`: a message in that thread, by either of its two people.",
  access: "signed-in",
  errors: ["not_found", "forbidden", "messages_not_accepted", "sender_blocked", "conversation_limit"],
  input: sendMessageInput,
  output: createdRequestOutput,
  rateLimits: limits,
  example: { input: { PropertyID: EXAMPLE_SECOND_LISTING_ID, message: "Is the flat still available?" }, output: { RequestID: EXAMPLE_REQUEST_ID } },
  async handler(input, { caller }) {
    if (Boolean(input.PropertyID) === Boolean(input.RequestID)) throw new AppError("invalid_payload", "PropertyID or RequestID, one of them");
    if (input.RequestID) {
      await replyToRequest(caller.id, input.RequestID, parsed(replySchema.safeParse(input)).message);
      return { RequestID: input.RequestID };
    }
    const request = parsed(listingRequestSchema(new Date()).safeParse({ kind: "message", message: input.message }));
    const { id } = await sendListingRequest(caller.id, input.PropertyID!, request);
    return { RequestID: id };
  },
});

export const requests = defineFunction({
  name: "requests",
  tag: "Requests",
  summary: "The caller's requests",
  description:
    "Received (on the caller's listings) or sent, latest activity first, by listing and status, `limit` at a time from `skip`, with the `count` of all.",
  access: "signed-in",
  input: requestsInput,
  output: requestsOutput,
  example: { input: { box: "received" }, output: { count: 0, results: [] } },
  async handler(input, { caller }) {
    const found = await listRequests(caller.id, { box: input.box, propertyId: input.PropertyID, status: input.status }, input);
    return {
      count: found.count,
      results: found.items.map((request) => ({
        RequestID: request.id,
        kind: request.kind,
        status: request.status,
        PropertyID: request.listing.id,
        title: request.listing.title,
        otherName: request.otherName,
        preview: request.preview,
        lastMessageAt: request.lastMessageAt,
        unread: request.unread,
      })),
    };
  },
});

export const requestThread = defineFunction({
  name: "requestThread",
  tag: "Requests",
  summary: "One request thread",
  description: "Every message and step of a request, for one of its two people (404 for anyone else). Reading it marks its notifications read.",
  access: "signed-in",
  errors: ["not_found"],
  input: requestThreadInput,
  output: requestThreadOutput,
  example: {
    input: { RequestID: EXAMPLE_REQUEST_ID },
    output: {
      thread: {
        RequestID: EXAMPLE_REQUEST_ID,
        kind: "tour",
        status: "pending",
        side: "owner",
        preferredTimes: [exampleTourTime()],
        tourAt: null,
        answerBy: exampleTourTime(),
        PropertyID: EXAMPLE_SECOND_LISTING_ID,
        title: "Two-bedroom flat in Achrafieh",
        otherName: "Nour Khoury",
        otherPhone: "",
        blocked: false,
        messages: [{ mine: false, event: "message", body: "Hello, could I visit this week?", at: null, createdAt: exampleTourTime() }],
      },
    },
  },
  async handler(input, { caller }) {
    const thread = await readRequestThread(caller.id, input.RequestID);
    if (!thread) throw new AppError("not_found");
    return {
      thread: {
        RequestID: thread.id,
        kind: thread.kind,
        status: thread.status,
        side: thread.side,
        preferredTimes: thread.preferredDates,
        tourAt: thread.tourAt,
        answerBy: thread.answerBy,
        PropertyID: thread.listing.id,
        title: thread.listing.title,
        otherName: thread.other.name,
        otherPhone: thread.other.phoneDigits,
        blocked: thread.blocked,
        messages: thread.messages.map(({ mine, event, body, at, createdAt }) => ({ mine, event, body, at, createdAt })),
      },
    };
  },
});

export const answerRequest = defineFunction({
  name: "answerRequest",
  tag: "Requests",
  summary: "Answer a tour request",
  description:
    "The owner accepts one of the preferred times, declines (with a reason) or proposes another time; the visitor accepts or declines the owner's proposal. A refused step answers 409 with why. Once a time is agreed both get a mail with an .ics calendar file.",
  access: "signed-in",
  errors: ["not_found", "request_closed", "request_not_a_tour", "request_answer_not_allowed", "request_time_not_offered"],
  input: answerRequestInput,
  output: doneOutput,
  rateLimits: limits,
  example: { input: { RequestID: EXAMPLE_REQUEST_ID, answer: "propose", at: exampleTourTime() }, output: { result: "success" } },
  async handler(input, { caller }) {
    const answer = parsed(tourAnswerSchema(new Date()).safeParse(input));
    await answerTourRequest(caller.id, input.RequestID, answer);
    return { result: "success" as const };
  },
});

export const blockSender = defineFunction({
  name: "blockSender",
  tag: "Requests",
  summary: "Block or unblock a request's sender",
  description: "The owner of a request stops (or lets again) its sender write requests, messages and offers to them. The sender gets 403.",
  access: "signed-in",
  errors: ["not_found", "forbidden"],
  input: blockSenderInput,
  output: doneOutput,
  example: { input: { RequestID: EXAMPLE_REQUEST_ID, blocked: false }, output: { result: "success" } },
  async handler(input, { caller }) {
    await setSenderBlocked(caller.id, input.RequestID, input.blocked);
    return { result: "success" as const };
  },
});
