import { z } from "zod";
import { CHUNK_ERROR_TYPES } from "./chunk-errors.ts";
import { plainText } from "./text.ts";

// Payloads of the first-party analytics calls (SPEC.md §7 "IP (at startup)",
// page views, and lazy chunk failures, §8).
export const startupEventSchema = z.object({
  userAgent: plainText().max(512),
  page: z.literal("General"),
});

const path = z.string().startsWith("/").max(2048);

export const clientEventSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("page_view"), path, referrer: z.string().max(2048).optional() }),
  z.object({
    kind: z.literal("chunk_error"),
    path,
    type: z.enum(CHUNK_ERROR_TYPES),
    chunk: z.string().max(2048).optional(),
    message: z.string().max(1024).optional(),
  }),
]);

export type ClientEvent = z.infer<typeof clientEventSchema>;
