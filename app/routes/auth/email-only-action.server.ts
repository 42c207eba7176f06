import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import { data } from "react-router";
import { emailOnlySchema } from "#domain/accounts.ts";
import { allowAccountAttempt } from "#server/security/rate-limit.server.ts";

export interface EmailOnlyActionData {
  result?: SubmissionResult<string[]>;
  done?: boolean;
}

const LIMIT = { max: 3, windowSeconds: 15 * 60 };

/**
 * Forgot Password and Resend Verification: validate the email, rate-limit,
 * then `send`. The answer never says whether the email has an account.
 */
export async function emailOnlyAction(
  request: Request,
  clientAddress: string,
  kind: "reset" | "resend",
  send: (email: string) => Promise<unknown>,
) {
  const submission = parseWithZod(await request.formData(), { schema: emailOnlySchema });
  if (submission.status !== "success") return data<EmailOnlyActionData>({ result: submission.reply() }, { status: 400 });
  const email = submission.value.email;
  if (!(await allowAccountAttempt(kind, clientAddress, email, LIMIT))) {
    return data<EmailOnlyActionData>({ result: submission.reply({ formErrors: ["errors.tooManyAttempts"] }) }, { status: 429 });
  }
  await send(email).catch(() => undefined);
  return data<EmailOnlyActionData>({ done: true });
}
