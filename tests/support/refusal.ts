import { AppError } from "../../server/errors.server.ts";

/** "allowed" when the use case went through, else the AppError code it was refused with. */
export async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return "allowed";
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
}
