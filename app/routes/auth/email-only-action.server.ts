import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import { data } from "react-router";
import { emailOnlySchema } from "#domain/accounts.ts";
import { allowAccountAttempt } from "#server/security/rate-limit.server.ts";
import { backToDialog, doneToSignIn, isDocumentSubmission } from "./document-fallback.server.ts";

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
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: emailOnlySchema });
  // Without scripts the browser waits for a page: the dialog again with its message, or Sign In.
  const document = isDocumentSubmission(request);
  const dialog = kind === "reset" ? "forgot" : "resend";
  const typed = String(formData.get("email") ?? "");
  if (submission.status !== "success") {
    if (document) return backToDialog(dialog, { email: typed, error: Object.values(submission.error ?? {}).flat()[0] ?? "" });
    return data<EmailOnlyActionData>({ result: submission.reply() }, { status: 400 });
  }
  const email = submission.value.email;
  if (!(await allowAccountAttempt(kind, clientAddress, email, LIMIT))) {
    if (document) return backToDialog(dialog, { email: typed, error: "errors.tooManyAttempts" });
    return data<EmailOnlyActionData>({ result: submission.reply({ formErrors: ["errors.tooManyAttempts"] }) }, { status: 429 });
  }
  await send(email).catch(() => undefined);
  if (document) return doneToSignIn(kind === "reset" ? "passwordResetSent" : "verificationSent");
  return data<EmailOnlyActionData>({ done: true });
}
