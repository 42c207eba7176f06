import { AppError } from "#server/errors.server.ts";

const EXPLAINED = new Set(["forbidden", "not_found", "transition_not_allowed", "reason_required", "own_admin_role"]);

/**
 * Runs an admin use case and turns its typed refusal into a catalog key and
 * an HTTP status for the screen; anything else is a real failure and throws.
 */
export async function attemptAdmin(work: () => Promise<void>): Promise<{ error: string; status: number } | null> {
  try {
    await work();
    return null;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { error: EXPLAINED.has(error.code) ? `admin.errors.${error.code}` : "errors.generic", status: error.status };
  }
}
