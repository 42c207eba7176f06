import { requestPasswordReset } from "#server/accounts/request-password-reset.server.ts";
import { requestContext } from "#server/http/request-context.ts";
import type { Route } from "./+types/forgot-password";
import { emailOnlyAction } from "./email-only-action.server.ts";

export async function action({ request, context }: Route.ActionArgs) {
  const { clientAddress } = context.get(requestContext);
  return emailOnlyAction(request, "reset", (input) => requestPasswordReset(input, { clientAddress }));
}
