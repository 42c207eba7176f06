import { z } from "zod";

/** PostgreSQL's text cannot hold U+0000: input carrying it is refused before it gets there. */
export function hasNul(value: string): boolean {
  return value.includes("\u0000");
}

/** A string field of free input: any text but NUL. */
export const plainText = () => z.string().refine((value) => !hasNul(value), "errors.invalidPayload");

/** The largest value of a PostgreSQL `integer` (int4) column: an id or count above it cannot be stored or looked up. */
export const INT4_MAX = 2_147_483_647;
