import { auth } from "#server/auth/auth.server.ts";
import { requestContext } from "~/lib/request-context.ts";
import type { Route } from "./+types/forgot-password";
import { emailOnlyAction } from "./email-only-action.server.ts";

export async function action({ request, context }: Route.ActionArgs) {
  return emailOnlyAction(request, context.get(requestContext).clientAddress, "reset", (email) =>
    auth().api.requestPasswordReset({ body: { email, redirectTo: "/resetpassword" } }),
  );
}
