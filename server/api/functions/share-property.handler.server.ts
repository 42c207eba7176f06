import { shareListing } from "../../listings/share-listing.server.ts";
import { defineFunction } from "../define-function.server.ts";
import { EXAMPLE_LISTING_ID } from "./examples.ts";
import { sharePropertyInput, sharePropertyOutput } from "./share-property.schema.ts";

export const shareProperty = defineFunction({
  name: "Share_Property",
  tag: "Listings",
  summary: "Share a public listing by email",
  description:
    "SPEC.md §7 `Share_Property`: mails the listing's link to `Email`, in the caller's language. The mail names a signed-in caller by their account's name and an anonymous one as \"someone\" on Beitna; `FullName` is accepted but never shown (decision 0044). 30 shares per address and 20 per signed-in user an hour, 5 per recipient a day (429).",
  access: "anyone",
  errors: ["not_found", "rate_limited"],
  input: sharePropertyInput,
  output: sharePropertyOutput,
  example: { input: { Email: "friend@example.com", FullName: "Maya Khoury", PropertyID: EXAMPLE_LISTING_ID }, output: {} },
  async handler(input, { locale, clientAddress, caller }) {
    await shareListing(input, { locale, clientAddress, userId: caller?.id ?? null });
    return {};
  },
});
