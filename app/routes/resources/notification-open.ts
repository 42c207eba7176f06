import { redirect } from "react-router";
import { z } from "zod";
import { signedInUser } from "#server/auth/request-actor.server.ts";
import { openNotification } from "#server/notifications/notifications.server.ts";
import { sessionContext } from "~/lib/session-context.ts";
import type { Route } from "./+types/notification-open";

/**
 * `GET /notifications/:id/open`: marks one of the user's notifications read and goes where it
 * leads. A plain link, so it works from the bell, the page and before scripts. Someone else's (or
 * none) is not found; signed out, `/notifications` asks to sign in.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const user = signedInUser(context.get(sessionContext));
  if (!user) return redirect("/notifications");
  const id = z.coerce.number().int().positive().safeParse(params.id);
  const link = id.success ? await openNotification(user.id, id.data) : null;
  if (!link) throw new Response(null, { status: 404 });
  return redirect(link);
}
