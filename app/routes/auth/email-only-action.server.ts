import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { emailOnlySchema } from "#domain/accounts.ts";
import { errorMessageKey, errorStatus } from "#domain/errors.ts";
import { refusalOf } from "#server/errors.server.ts";
import { backToDialog, doneToSignIn, isDocumentSubmission } from "./document-fallback.server.ts";
import { readForm } from "~/lib/read-form.server.ts";
import type { EmailOnlyActionData } from "~/lib/route-answers.ts";

/**
 * Forgot Password and Resend Verification: validate the email, then `send` (a use case that
 * rate-limits and never says whether the email has an account).
 */
export async function emailOnlyAction(request: Request, kind: "reset" | "resend", send: (input: { email: string }) => Promise<void>) {
  const formData = await readForm(request);
  const submission = parseWithZod(formData, { schema: emailOnlySchema });
  // Without scripts the browser waits for a page: the dialog again with its message, or Sign In.
  const document = isDocumentSubmission(request);
  const dialog = kind === "reset" ? "forgot" : "resend";
  const typed = String(formData.get("email") ?? "");
  if (submission.status !== "success") {
    if (document) return backToDialog(dialog, { email: typed, error: Object.values(submission.error ?? {}).flat()[0] ?? "" });
    return data<EmailOnlyActionData>({ result: submission.reply() }, { status: 400 });
  }
  const refusal = await refusalOf(() => send({ email: submission.value.email }));
  if (refusal) {
    const message = errorMessageKey(refusal);
    if (document) return backToDialog(dialog, { email: typed, error: message });
    return data<EmailOnlyActionData>({ result: submission.reply({ formErrors: [message] }) }, { status: errorStatus(refusal) });
  }
  if (document) return doneToSignIn(kind === "reset" ? "passwordResetSent" : "verificationSent");
  return data<EmailOnlyActionData>({ done: true });
}
