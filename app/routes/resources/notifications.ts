import { signedInUser } from "#server/auth/request-actor.server.ts";
import { unreadCounts } from "#server/notifications/notifications.server.ts";
import { sessionContext } from "~/lib/session-context.ts";
import type { Route } from "./+types/notifications";

/**
 * `GET /resources/notifications`: the signed-in user's unread notifications per kind (the header's
 * bell). Signed out (the bell may ask once more while a sign-out navigates), nothing to count:
 * never an error, which would replace the page.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const user = signedInUser(context.get(sessionContext));
  return Response.json({ unread: user ? await unreadCounts(user.id) : null }, { headers: { "cache-control": "private, no-store" } });
}
