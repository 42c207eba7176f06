import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { signUpSchema, signUpStep1Schema } from "#domain/accounts.ts";
import { isEmailTaken } from "#server/accounts/email-taken.server.ts";
import { signUp } from "#server/accounts/sign-up.server.ts";
import { allowAccountAttempt } from "#server/security/rate-limit.server.ts";
import { requestContext } from "~/lib/request-context.ts";
import type { Route } from "./+types/sign-up";

const SIGN_UP_LIMIT = { max: 5, windowSeconds: 15 * 60 };

export async function action({ request, context }: Route.ActionArgs) {
  const { locale, clientAddress } = context.get(requestContext);
  const formData = await request.formData();
  const intent = formData.get("intent");

  if (intent === "check-email") {
    const submission = parseWithZod(formData, { schema: signUpStep1Schema });
    if (submission.status !== "success") {
      return data({ result: submission.reply({ hideFields: ["password", "confirmpassword"] }) }, { status: 400 });
    }
    if (await isEmailTaken(submission.value.email)) {
      return data(
        { result: submission.reply({ fieldErrors: { email: ["errors.accountExistsField"] } }), accountExists: true },
        { status: 409 },
      );
    }
    return { emailAvailable: true };
  }

  const submission = parseWithZod(formData, { schema: signUpSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  if (!(await allowAccountAttempt("sign-up", clientAddress, submission.value.email, SIGN_UP_LIMIT))) {
    return data({ result: submission.reply({ formErrors: ["errors.tooManyAttempts"] }) }, { status: 429 });
  }
  if (await isEmailTaken(submission.value.email)) {
    return data(
      { result: submission.reply({ fieldErrors: { email: ["errors.accountExistsField"] } }), accountExists: true },
      { status: 409 },
    );
  }
  await signUp(submission.value, locale, request.headers);
  return { created: true };
}
