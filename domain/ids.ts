import { z } from "zod";

/**
 * A row's id (gen_random_uuid), the one check of an id that comes from an address or a form: any
 * other text is refused before the database is asked (where it would be an error, not a miss).
 */
export const idSchema = z.uuid();

export function isId(value: unknown): value is string {
  return idSchema.safeParse(value).success;
}

/** The value when it is an id: an address's optional filter or thread. */
export function idOrUndefined(value: string | null | undefined): string | undefined {
  return isId(value) ? value : undefined;
}
