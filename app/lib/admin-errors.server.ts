import { errorMessageKey, errorStatus } from "#domain/errors.ts";
import { refusalOf } from "#server/errors.server.ts";

/**
 * Runs an admin use case and turns its typed refusal into the console's message
 * (domain/errors.ts) and HTTP status; anything else is a real failure and throws.
 */
export async function attemptAdmin(work: () => Promise<void>): Promise<{ error: string; status: number } | null> {
  const code = await refusalOf(work);
  return code ? { error: errorMessageKey(code, "admin"), status: errorStatus(code) } : null;
}
