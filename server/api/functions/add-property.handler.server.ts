import { PAYMENT_REFUSALS } from "./listing-lifecycle.handler.server.ts";
import { EXAMPLE_PROPERTY_FIELDS } from "./examples.ts";
import { listingPath } from "../../../domain/listing-url.ts";
import { AppError } from "../../errors.server.ts";
import { createPostedListing } from "../../listings/save-listing.server.ts";
import { defineFunction } from "../define-function.server.ts";
import { addPropertyInput, addPropertyOutput } from "./add-property.schema.ts";

const EXAMPLE_ID = "3f1c2b8e-5d4a-4e6f-9a7b-1c2d3e4f5a6b";

export const addProperty = defineFunction({
  name: "AddProperty",
  tag: "Listings",
  summary: "Post a new listing",
  description:
    "SPEC.md §7 `AddProperty`: the same listing `/postlisting` creates, owned by the caller, Pending Approval with Flag New (an admin approves it). `Property` takes SPEC.md §3's field names and the posting form's rules; a refusal's `detail` names the field. Photos are uploaded first, one by one, to `POST /api/uploads`, and listed in `Property.images` by their `ref`; another user's upload is refused and nothing is created. A Gold or Platinum `plan` is paid with the caller's credits, or with `Promo` (402 insufficient_credits, promo_* codes). `LandlordEmail`, when sent, must be the caller's own (403 otherwise); `LandlordName` is not stored. The example's `area` 1 is the first area of a freshly seeded database (Abdeh, Akkar): list ids with `areas`.",
  access: "signed-in",
  errors: ["forbidden", "not_found", "photo_not_found", ...PAYMENT_REFUSALS],
  idempotent: true,
  // Posting is a human pace even for an agency; more is a runaway client.
  rateLimits: [{ per: "caller", max: 30, windowSeconds: 60 * 60 }],
  input: addPropertyInput,
  output: addPropertyOutput,
  example: {
    input: {
      Property: {
        ...EXAMPLE_PROPERTY_FIELDS,
        marker: { latitude: 34.517, longitude: 35.972 },
        plan: "free",
        images: [],
      },
    },
    output: { PropertyID: EXAMPLE_ID, Status: "Pending Approval", Flag: "New", path: `/rental/${EXAMPLE_ID}/sunny-flat-with-a-sea-view` },
  },
  async handler({ listing, landlordEmail }, { caller }) {
    // The owner is always the caller: a partner cannot post into someone else's account.
    if (landlordEmail !== undefined && landlordEmail !== caller.email.toLowerCase()) {
      throw new AppError("forbidden", "LandlordEmail: not the signed-in user's email; listings are posted for the caller");
    }
    const id = await createPostedListing(caller.id, listing);
    return {
      PropertyID: id,
      Status: "Pending Approval" as const,
      Flag: "New" as const,
      path: listingPath({ id, listingType: listing.listingType, title: listing.title }),
    };
  },
});
