import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { signInSchema } from "#domain/accounts.ts";
import { safeRedirect } from "#domain/safe-redirect.ts";
import { errorMessageKey } from "#domain/errors.ts";
import { signIn } from "#server/accounts/sign-in.server.ts";
import { AppError } from "#server/errors.server.ts";
import { setCookieHeaders } from "~/lib/guards.server.ts";
import { requestContext } from "#server/http/request-context.ts";
import type { Route } from "./+types/sign-in";
import { backToDialog, isDocumentSubmission } from "./document-fallback.server.ts";
import { readForm } from "~/lib/read-form.server.ts";
import type { SignInAnswer } from "~/lib/route-answers.ts";

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readForm(request);
  const submission = parseWithZod(formData, { schema: signInSchema });
  const typed = { email: String(formData.get("email") ?? ""), redirectTo: String(formData.get("redirectTo") ?? "") };
  if (submission.status !== "success") {
    if (isDocumentSubmission(request)) return backToDialog("sign-in", { ...typed, error: Object.values(submission.error ?? {}).flat()[0] ?? "" });
    return data<SignInAnswer>({ result: submission.reply({ hideFields: ["password"] }), unverified: false }, { status: 400 });
  }
  const { email, password, redirectTo } = submission.value;
  try {
    const { cookies } = await signIn({ email, password }, { clientAddress: context.get(requestContext).clientAddress, headers: request.headers });
    // A fresh navigation (not a mere revalidation) so that a page refused a
    // moment ago renders from scratch for the signed-in user.
    return redirect(safeRedirect(redirectTo), { headers: setCookieHeaders(cookies) });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const message = errorMessageKey(error.code);
    if (isDocumentSubmission(request)) return backToDialog("sign-in", { ...typed, error: message });
    // SPEC.md §8: an unverified email gets its own notice and the Resend link.
    const unverified = error.code === "email_not_verified";
    return data<SignInAnswer>({ result: submission.reply({ formErrors: [message], hideFields: ["password"] }), unverified }, { status: error.status });
  }
}
