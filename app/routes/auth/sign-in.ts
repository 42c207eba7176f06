import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { safeRedirect, signInSchema } from "#domain/accounts.ts";
import { auth } from "#server/auth/auth.server.ts";
import { allowAccountAttempt } from "#server/security/rate-limit.server.ts";
import { requestContext } from "~/lib/request-context.ts";
import type { Route } from "./+types/sign-in";
import { backToDialog, isDocumentSubmission } from "./document-fallback.server.ts";

const SIGN_IN_LIMIT = { max: 10, windowSeconds: 15 * 60 };

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: signInSchema });
  const typed = { email: String(formData.get("email") ?? ""), redirectTo: String(formData.get("redirectTo") ?? "") };
  if (submission.status !== "success") {
    if (isDocumentSubmission(request)) return backToDialog("sign-in", { ...typed, error: Object.values(submission.error ?? {}).flat()[0] ?? "" });
    return data({ result: submission.reply({ hideFields: ["password"] }), unverified: false }, { status: 400 });
  }
  const { email, password, redirectTo } = submission.value;
  if (!(await allowAccountAttempt("sign-in", context.get(requestContext).clientAddress, email, SIGN_IN_LIMIT))) {
    if (isDocumentSubmission(request)) return backToDialog("sign-in", { ...typed, error: "errors.tooManyAttempts" });
    return data({ result: submission.reply({ formErrors: ["errors.tooManyAttempts"], hideFields: ["password"] }), unverified: false }, { status: 429 });
  }
  const response = await auth().api.signInEmail({ body: { email, password }, headers: request.headers, asResponse: true });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
    // SPEC.md §8: an unverified email gets its own notice and the Resend link;
    // a wrong email or password gets code 101's message, without saying which.
    const unverified = body.code === "EMAIL_NOT_VERIFIED";
    const message =
      unverified
        ? "errors.unverified"
        : response.status === 401 || body.code === "INVALID_EMAIL_OR_PASSWORD"
          ? "errors.loginIncorrect"
          : (body.message ?? "errors.generic");
    if (isDocumentSubmission(request)) return backToDialog("sign-in", { ...typed, error: message });
    return data({ result: submission.reply({ formErrors: [message], hideFields: ["password"] }), unverified }, { status: response.status });
  }
  // A fresh navigation (not a mere revalidation) so that a page refused a
  // moment ago renders from scratch for the signed-in user.
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append("set-cookie", cookie);
  return redirect(safeRedirect(redirectTo), { headers });
}
