import { resendVerification } from "#server/accounts/resend-verification.server.ts";
import { requestContext } from "#server/http/request-context.ts";
import type { Route } from "./+types/resend-verification";
import { emailOnlyAction } from "./email-only-action.server.ts";

export async function action({ request, context }: Route.ActionArgs) {
  const { clientAddress } = context.get(requestContext);
  return emailOnlyAction(request, "resend", (input) => resendVerification(input, { clientAddress }));
}
