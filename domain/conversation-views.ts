// What offer and request screens share (domain/offer-views.ts, domain/request-views.ts extend it).
import { z } from "zod";

/** The listing a conversation is about. */
export const conversationListingSchema = z.object({ id: z.uuid(), title: z.string(), path: z.string() });

/** What every line of /offers and /requests has: the thread, its listing, the other person, and whether the reader has news in it. */
export const conversationSummaryBase = z.object({
  id: z.uuid(),
  listing: conversationListingSchema,
  otherName: z.string(),
  unread: z.boolean(),
});

/** What every entry of a thread (a move, a message, a step) has: whether the reader wrote it, and when. */
export const conversationEntryBase = z.object({
  id: z.number(),
  mine: z.boolean(),
  createdAt: z.iso.datetime(),
});
