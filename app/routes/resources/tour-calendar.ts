import { calendarFile } from "#domain/calendar.ts";
import { readTourCalendar } from "#server/messaging/tour-calendar.server.ts";
import { privateDownload } from "~/lib/tenancy-resource.server.ts";
import type { Route } from "./+types/tour-calendar";

/**
 * `GET /requests/:requestId/tour.ics`: a confirmed tour's event, the same the confirmation mails
 * attach, for the thread's "Add to calendar". Only the listing's owner and the visitor get it;
 * anyone else, a tour not (or no longer) confirmed and an unknown id get the same 404.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  return privateDownload(context, async (userId) => ({
    body: calendarFile(await readTourCalendar(userId, params.requestId), new Date()),
    contentType: "text/calendar; charset=utf-8; method=PUBLISH",
    fileName: "tour.ics",
  }));
}
