import { setTimeout as sleep } from "node:timers/promises";
import { eq } from "drizzle-orm";
import { requestPasswordReset } from "../../accounts/request-password-reset.server.ts";
import { resendVerification } from "../../accounts/resend-verification.server.ts";
import { sendGreetings as greet } from "../../accounts/send-greetings.server.ts";
import { users } from "../../db/schema.ts";
import { db } from "../../runtime.server.ts";
import { defineFunction, type FunctionRateLimit } from "../define-function.server.ts";
import { authUserByEmailInput, authUserInput, mailRequestOutput, passwordResetInput, sendGreetingsInput } from "./account-mail.schema.ts";

// As the web's Forgot Password and Resend forms: a ceiling per address sized for a carrier NAT's
// crowd (decision 0044); the use cases add their per-email limits.
const PER_ADDRESS: FunctionRateLimit[] = [{ per: "address", max: 100, windowSeconds: 15 * 60 }];

/**
 * These answer alike for an address with an account and one without; the work differs (a mail is
 * queued or not), so every answer waits for the same floor, and the timing tells nothing either.
 */
const ANSWER_FLOOR_MS = 250;

async function sameAnswerEitherWay(work: Promise<unknown>) {
  await Promise.all([work, sleep(ANSWER_FLOOR_MS)]);
  return { result: "success" as const };
}

async function emailOfUser(userId: string): Promise<string | null> {
  const [user] = await db().select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  return user?.email ?? null;
}

export const authUser = defineFunction({
  name: "AuthUser",
  tag: "Accounts",
  summary: "Send the verification mail again, by user id",
  description: "SPEC.md §7 `AuthUser`: mails a new verification link when the user exists and is not verified yet.",
  access: "anyone",
  input: authUserInput,
  output: mailRequestOutput,
  rateLimits: PER_ADDRESS,
  example: { input: { UserID: "0b7c3f52-4d7e-4c59-9a43-0d2f3c1b7e21" }, output: { result: "success" } },
  async handler(input, { clientAddress }) {
    return sameAnswerEitherWay(emailOfUser(input.UserID).then((email) => (email ? resendVerification({ email }, { clientAddress }) : undefined)));
  },
});

export const authUserByEmail = defineFunction({
  name: "AuthUserByEmail",
  tag: "Accounts",
  summary: "Send the verification mail again, by email",
  description: "SPEC.md §7 `AuthUserByEmail`, the Resend Verification dialog's call.",
  access: "anyone",
  input: authUserByEmailInput,
  output: mailRequestOutput,
  rateLimits: PER_ADDRESS,
  example: { input: { EMail: "new.user@example.com" }, output: { result: "success" } },
  async handler(input, { clientAddress }) {
    return sameAnswerEitherWay(resendVerification({ email: input.EMail }, { clientAddress }));
  },
});

export const passwordReset = defineFunction({
  name: "Password Reset",
  tag: "Accounts",
  summary: "Mail a password reset link",
  description: "SPEC.md §7 `Password Reset`, the Forgot Password dialog's call: a link valid one hour, when the address has an account.",
  access: "anyone",
  input: passwordResetInput,
  output: mailRequestOutput,
  rateLimits: PER_ADDRESS,
  example: { input: { Email: "new.user@example.com" }, output: { result: "success" } },
  async handler(input, { clientAddress }) {
    return sameAnswerEitherWay(requestPasswordReset({ email: input.Email }, { clientAddress }));
  },
});

export const sendGreetings = defineFunction({
  name: "Send Greetings",
  tag: "Accounts",
  summary: "Send the welcome mail",
  description:
    "SPEC.md §7 `Send Greetings`: the welcome mail, once per user and only once the email is verified (Beitna also sends it by itself on verification).",
  access: "anyone",
  input: sendGreetingsInput,
  output: mailRequestOutput,
  rateLimits: PER_ADDRESS,
  example: { input: { UserID: "0b7c3f52-4d7e-4c59-9a43-0d2f3c1b7e21" }, output: { result: "success" } },
  async handler(input) {
    return sameAnswerEitherWay(greet(input.UserID));
  },
});
