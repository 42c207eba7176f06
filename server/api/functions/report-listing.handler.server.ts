import { reportListing as sendListingReport } from "../../reports/report-listing.server.ts";
import { defineFunction } from "../define-function.server.ts";
import { EXAMPLE_LISTING_ID } from "./examples.ts";
import { reportListingInput, reportListingOutput } from "./report-listing.schema.ts";

export const reportListing = defineFunction({
  name: "reportListing",
  tag: "Listings",
  summary: "Report a listing",
  description:
    '"Report this listing" (decision 0035): a reason and an optional message about a public listing, signed in or not; it waits in the admins\' queue (`/admin/reports`). 5 reports an hour per account, 10 per address (429); a listing that is not public answers 404.',
  access: "anyone",
  errors: ["not_found", "rate_limited"],
  input: reportListingInput,
  output: reportListingOutput,
  idempotent: true,
  example: {
    input: { PropertyID: EXAMPLE_LISTING_ID, reason: "wrong_price", message: "The price on the call was higher." },
    output: { reportId: "6b0c3a52-1f1e-4c61-9a53-2f1e8c4a7d10" },
  },
  async handler(input, { caller, clientAddress }) {
    const { id } = await sendListingReport(
      input.PropertyID,
      { reason: input.reason, message: input.message ?? "" },
      { userId: caller?.id ?? null, clientAddress },
    );
    return { reportId: id };
  },
});
