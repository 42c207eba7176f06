import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { signUpSchema, signUpStep1Schema } from "#domain/accounts.ts";
import { allowEmailCheck, isEmailTaken } from "#server/accounts/email-taken.server.ts";
import { signUp } from "#server/accounts/sign-up.server.ts";
import { AppError } from "#server/errors.server.ts";
import type { RouterContextProvider } from "react-router";
import type { SignUpAnswer, SignUpTyped } from "~/components/auth/sign-up-form.tsx";
import { requestContext } from "#server/http/request-context.ts";
import { withNotice } from "~/lib/toasts.tsx";
import { isDocumentSubmission } from "./document-fallback.server.ts";
import { readForm } from "~/lib/read-form.server.ts";

/**
 * The Sign Up wizard's two posts (check the email, then create), for the dialog's script and for a
 * plain form post before scripts start (decision 0030): then /signup renders the answer, the next
 * step with what was typed (passwords only as the step's hidden fields, in this response) or the
 * messages, and a created account lands home with its notice.
 */
export async function signUpAction({ request, context }: { request: Request; context: Readonly<RouterContextProvider> }) {
  const { locale, clientAddress } = context.get(requestContext);
  const formData = await readForm(request);
  const intent = formData.get("intent");
  const document = isDocumentSubmission(request);
  const typed = document ? typedValues(formData) : undefined;

  if (intent === "check-email") {
    const submission = parseWithZod(formData, { schema: signUpStep1Schema });
    if (submission.status !== "success") {
      return data<SignUpAnswer>({ result: submission.reply({ hideFields: ["password", "confirmpassword"] }), typed }, { status: 400 });
    }
    if (!(await allowEmailCheck(clientAddress))) {
      return data<SignUpAnswer>(
        { result: submission.reply({ formErrors: ["errors.tooManyAttempts"], hideFields: ["password", "confirmpassword"] }), typed },
        { status: 429 },
      );
    }
    if (await isEmailTaken(submission.value.email)) {
      return data<SignUpAnswer>(
        { result: submission.reply({ fieldErrors: { email: ["errors.accountExistsField"] } }), accountExists: true, typed },
        { status: 409 },
      );
    }
    return { emailAvailable: true, typed } satisfies SignUpAnswer;
  }

  const submission = parseWithZod(formData, { schema: signUpSchema });
  if (submission.status !== "success") return data<SignUpAnswer>({ result: submission.reply(), typed }, { status: 400 });
  try {
    await signUp(submission.value, { locale, clientAddress, headers: request.headers });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.code === "account_exists")
      return data<SignUpAnswer>(
        { result: submission.reply({ fieldErrors: { email: ["errors.accountExistsField"] } }), accountExists: true, typed },
        { status: 409 },
      );
    if (error.code === "rate_limited")
      return data<SignUpAnswer>({ result: submission.reply({ formErrors: ["errors.tooManyAttempts"] }), typed }, { status: 429 });
    throw error;
  }
  if (document) throw redirect(withNotice("/", "accountCreated"));
  return { created: true } satisfies SignUpAnswer;
}

/** What a plain form post typed, so the page it gets back keeps it. */
function typedValues(formData: FormData): SignUpTyped {
  const text = (name: string) => {
    const value = formData.get(name);
    return typeof value === "string" ? value : "";
  };
  return {
    step: formData.get("intent") === "create" ? 2 : 1,
    email: text("email"),
    password: text("password"),
    confirmpassword: text("confirmpassword"),
    firstName: text("firstName"),
    lastName: text("lastName"),
    country: text("country") || "LB",
    phone: text("phone"),
  };
}
