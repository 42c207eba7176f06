import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { safeRedirect, signInSchema } from "#domain/accounts.ts";
import { auth } from "#server/auth/auth.server.ts";
import type { Route } from "./+types/sign-in";

export async function action({ request }: Route.ActionArgs) {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: signInSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
  }
  const response = await auth().api.signInEmail({
    body: { email: submission.value.email, password: submission.value.password },
    headers: request.headers,
    asResponse: true,
  });
  if (!response.ok) {
    // Code 101 of SPEC.md §8: wrong email or password, without saying which.
    const message = response.status === 429 ? "errors.tooManyAttempts" : "errors.loginIncorrect";
    return data(
      { result: submission.reply({ formErrors: [message], hideFields: ["password"] }) },
      { status: response.status === 429 ? 429 : 401 },
    );
  }
  // A fresh navigation (not a mere revalidation) so that a page refused a
  // moment ago renders from scratch for the signed-in user.
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append("set-cookie", cookie);
  return redirect(safeRedirect(submission.value.redirectTo), { headers });
}
