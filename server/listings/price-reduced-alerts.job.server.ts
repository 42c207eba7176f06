import { z } from "zod";
import { defineJob } from "../jobs/define-job.server.ts";
import { tellPriceReduced } from "./tell-price-reduced.server.ts";

/** A live listing's price went down: its savers and matching saved searches are told (decision 0076). */
export const priceReducedAlertsJob = defineJob({
  name: "price-reduced-alerts",
  schema: z.object({ propertyId: z.uuid() }),
  async handler({ propertyId }) {
    await tellPriceReduced(propertyId);
  },
});
