// Lazy chunk failures (SPEC.md §8). The browser's entry reads these, so this module stays free of
// zod: importing a module that builds schemas puts zod in every page's first download (decision 0032).

export const CHUNK_ERROR_TYPES = ["missing", "timeout", "error"] as const;
export type ChunkErrorType = (typeof CHUNK_ERROR_TYPES)[number];

/** SPEC.md §7: lazy chunks time out after 120 seconds. */
export const CHUNK_TIMEOUT_MS = 120_000;
