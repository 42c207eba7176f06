import { z } from "zod";
import { LISTING_REPORT_REASONS, REPORT_MESSAGE_MAX } from "../../../domain/listing-reports.ts";

export const reportListingInput = z.strictObject({
  PropertyID: z.uuid().describe("The public listing reported"),
  reason: z
    .enum(LISTING_REPORT_REASONS)
    .describe("Why: fraud or scam, no longer available, wrong price, wrong details or photos, duplicate, offensive, or something else"),
  message: z.string().trim().max(REPORT_MESSAGE_MAX).optional().describe("What is wrong, in the reporter's words"),
});

export const reportListingOutput = z.object({ reportId: z.uuid().describe("The report, now in the admins' queue") });
