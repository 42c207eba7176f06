import { isAPIError } from "better-auth/api";
import { AppError } from "../errors.server.ts";

/**
 * Runs a better-auth call that checks the current password of the session named by the request's
 * headers. No live session is `sign_in_required`; any other refusal (a wrong password, an account
 * signed in only through Google or Facebook) is `current_password_wrong`.
 */
export async function withCurrentPassword<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!isAPIError(error)) throw error;
    throw new AppError(error.statusCode === 401 ? "sign_in_required" : "current_password_wrong");
  }
}
