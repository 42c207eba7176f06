import { unreadCounts } from "#server/notifications/notifications.server.ts";
import { requireUser } from "~/lib/current-user.server.ts";
import type { Route } from "./+types/notifications";

/** `GET /resources/notifications`: the signed-in user's unread notifications per kind (the header's bell). */
export async function loader({ context }: Route.LoaderArgs) {
  return Response.json({ unread: await unreadCounts(requireUser(context).id) }, { headers: { "cache-control": "private, no-store" } });
}
