import { z } from "zod";
import { CONVERSATIONS_MAX_LIMIT, CONVERSATIONS_PAGE_SIZE } from "../../../domain/conversations.ts";

/** `limit` and `skip` of a list of conversations, as `ownerProperties` pages its listings. */
export const conversationWindow = {
  limit: z
    .number()
    .int()
    .min(1)
    .max(CONVERSATIONS_MAX_LIMIT)
    .default(CONVERSATIONS_PAGE_SIZE)
    .describe(`Conversations in the answer, at most ${CONVERSATIONS_MAX_LIMIT}`),
  skip: z.number().int().min(0).max(100_000).default(0).describe("Conversations skipped, newest activity first"),
};

export const conversationCount = z.number().int().min(0).describe("All the caller's conversations matching the filters (not only this answer's)");
