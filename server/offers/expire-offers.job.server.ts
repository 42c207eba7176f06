import { z } from "zod";
import { defineJob } from "../jobs/define-job.server.ts";
import { expireOffers } from "./expire-offers.server.ts";
import { warnExpiringOffers } from "./warn-expiring-offers.server.ts";

export const expireOffersJob = defineJob({
  name: "expire-offers",
  schema: z.object({}),
  // Every ten minutes; pg-boss runs a schedule on one instance at a time.
  cron: "*/10 * * * *",
  async handler() {
    await expireOffers();
    await warnExpiringOffers();
  },
});
