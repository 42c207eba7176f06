import { BELL_NOTIFICATIONS } from "#domain/notifications.ts";
import { signedInUser } from "#server/auth/request-actor.server.ts";
import { listNotifications, markNotificationsRead } from "#server/notifications/notifications.server.ts";
import { sessionContext } from "~/lib/session-context.ts";
import type { Route } from "./+types/notifications";

const noStore = { "cache-control": "private, no-store" };

/**
 * `GET /resources/notifications`: the bell's newest notifications and unread count. Signed out (the
 * bell may ask once more while a sign-out navigates), nothing: never an error, which would replace the page.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const user = signedInUser(context.get(sessionContext));
  const page = user ? await listNotifications(user.id, { limit: BELL_NOTIFICATIONS, skip: 0 }) : null;
  return Response.json(page ? { items: page.items, unread: page.unread } : { items: [], unread: 0 }, { headers: noStore });
}

/** `POST` marks all of the signed-in user's notifications read (the bell's "Mark all as read"). */
export async function action({ context }: Route.ActionArgs) {
  const user = signedInUser(context.get(sessionContext));
  if (!user) return Response.json({ items: [], unread: 0 }, { status: 401, headers: noStore });
  await markNotificationsRead(user.id);
  const page = await listNotifications(user.id, { limit: BELL_NOTIFICATIONS, skip: 0 });
  return Response.json({ items: page.items, unread: page.unread }, { headers: noStore });
}
