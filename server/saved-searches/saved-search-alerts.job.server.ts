import { z } from "zod";
import { defineJob } from "../jobs/define-job.server.ts";
import { matchChangedListings, matchSavedSearches } from "./match-saved-searches.server.ts";
import { sendSearchAlerts } from "./send-search-alerts.server.ts";

/**
 * Saved-search alerts: every 10 minutes, listings live and changed since the last run are matched
 * and the due alerts sent; a listing just approved is matched at once (its ids in the payload), so
 * instant alerts go within seconds.
 */
export const savedSearchAlertsJob = defineJob({
  name: "saved-search-alerts",
  schema: z.object({ propertyIds: z.array(z.uuid()).max(1000).optional() }),
  cron: "*/10 * * * *",
  async handler({ propertyIds }) {
    if (propertyIds?.length) await matchSavedSearches({ propertyIds });
    else await matchChangedListings();
    await sendSearchAlerts();
  },
});
