// What the request screens are answered with (issue 15): the server builds these objects, the
// components take them as props. Schemas so that the shape lives in domain/, not in a server file.
import { z } from "zod";
import { conversationEntryBase, conversationListingSchema, conversationSummaryBase } from "./conversation-views.ts";
import { REQUEST_KINDS, REQUEST_SIDES, REQUEST_STATUSES } from "./requests.ts";

/** What a message in a thread is: a plain message, or a step of a tour request with its text. */
export const REQUEST_EVENTS = ["message", "accepted", "declined", "proposed", "proposal_accepted", "expired"] as const;
export type RequestEvent = (typeof REQUEST_EVENTS)[number];

/** One request thread as one of its two people sees it, with every message (/requests/:id). */
export const requestThreadSchema = z.object({
  id: z.uuid(),
  kind: z.enum(REQUEST_KINDS),
  status: z.enum(REQUEST_STATUSES),
  side: z.enum(REQUEST_SIDES),
  preferredDates: z.array(z.iso.datetime()),
  tourAt: z.iso.datetime().nullable(),
  answerBy: z.iso.datetime().nullable(),
  listing: conversationListingSchema,
  other: z.object({ name: z.string(), phoneDigits: z.string() }),
  blocked: z.boolean().describe("The owner blocked the sender (shown to the owner only)"),
  canWrite: z.boolean().describe("The sender may still write (not blocked; told to the sender as a closed thread)"),
  messages: z.array(
    conversationEntryBase.extend({
      event: z.enum(REQUEST_EVENTS),
      body: z.string(),
      at: z.iso.datetime().nullable(),
    }),
  ),
});
export type RequestThread = z.infer<typeof requestThreadSchema>;

/** One line of /requests. */
export const requestSummarySchema = conversationSummaryBase.extend({
  kind: z.enum(REQUEST_KINDS),
  status: z.enum(REQUEST_STATUSES),
  preview: z.string(),
  lastMessageAt: z.iso.datetime(),
});
export type RequestSummary = z.infer<typeof requestSummarySchema>;
