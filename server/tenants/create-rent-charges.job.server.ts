import { z } from "zod";
import { defineJob } from "../jobs/define-job.server.ts";
import { createRentCharges } from "./create-rent-charges.server.ts";
import { sendRentReminders } from "./rent-reminders.server.ts";

export const rentChargesJob = defineJob({
  name: "rent-charges",
  schema: z.object({}),
  // Every morning (05:00 UTC, 07:00 or 08:00 in Beirut): the periods starting soon, then the reminders.
  cron: "0 5 * * *",
  async handler() {
    await createRentCharges();
    await sendRentReminders();
  },
});
