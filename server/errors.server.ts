import { ERROR_TABLE, type ErrorCode } from "../domain/errors.ts";

/** A typed failure of a use case; its status and message live in domain/errors.ts. */
export type AppErrorCode = ErrorCode;

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    /** What the caller got wrong, for a 400 (never a stack trace or a secret). */
    readonly detail?: string,
  ) {
    super(code);
    this.status = ERROR_TABLE[code].status;
  }
}

/** Runs `work`; a typed refusal comes back as its code, anything else is thrown. */
export async function refusalOf(work: () => Promise<unknown>): Promise<ErrorCode | null> {
  try {
    await work();
    return null;
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
}
