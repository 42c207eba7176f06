import { auth } from "#server/auth/auth.server.ts";
import { requestContext } from "~/lib/request-context.ts";
import type { Route } from "./+types/resend-verification";
import { emailOnlyAction } from "./email-only-action.server.ts";

export async function action({ request, context }: Route.ActionArgs) {
  return emailOnlyAction(request, context.get(requestContext).clientAddress, "resend", (email) =>
    auth().api.sendVerificationEmail({ body: { email } }),
  );
}
