import { imageUrl } from "../../../domain/images.ts";
import { listingPath } from "../../../domain/listing-url.ts";
import { findOwnerListings } from "../../listings/owner-listings.server.ts";
import { runtime } from "../../runtime.server.ts";
import { absoluteUrl, isoOrNull } from "../json-values.server.ts";
import { defineFunction } from "../define-function.server.ts";
import { EXAMPLE_LISTING_ID } from "./examples.ts";
import { ownerPropertiesInput, ownerPropertiesOutput } from "./owner-properties.schema.ts";

export const ownerProperties = defineFunction({
  name: "ownerProperties",
  tag: "Listings",
  summary: "The caller's own listings",
  description:
    "SPEC.md §7 \"The owner's properties\": the caller's listings in every status but permanently deleted (never another user's), filtered, sorted and windowed by `limit` and `skip`, with the count of all that match. The dashboard's query, under the spec's field names.",
  access: "signed-in",
  input: ownerPropertiesInput,
  output: ownerPropertiesOutput,
  example: {
    input: {
      listing_type: "Rental",
      status: "Approved",
      district: "Beirut",
      currency: "USD",
      price_max: 2000,
      bedroom_min: 2,
      sort: "newest",
      limit: 20,
      skip: 0,
    },
    output: {
      results: [
        {
          id: EXAMPLE_LISTING_ID,
          path: `/rental/${EXAMPLE_LISTING_ID}/2-bedroom-apartment-for-rent-in-achrafieh`,
          title: "2-bedroom apartment for rent in Achrafieh",
          reference: "BT-1000",
          listing_type: "Rental",
          property_type: "Apartment",
          property_category: "Residential",
          unit: "USD",
          price: 1200,
          USDPriceCalculated: 1200,
          LBPPriceCalculated: 107_400_000,
          size: 140,
          bedroom: 2,
          bathroom: 2,
          furnished: true,
          district: "Beirut",
          city: "Achrafieh",
          plan: "gold",
          planName: "Beitna Gold",
          Status: "Approved",
          Flag: null,
          visible: true,
          boosted: false,
          ApprovedOn: "2026-11-02T09:30:00.000Z",
          ExpiresOn: "2026-12-02T09:30:00.000Z",
          MarketDate: "2026-11-02T09:30:00.000Z",
          createdAt: "2026-11-01T15:00:00.000Z",
          image: "https://cdn.beitna.com/photos/6f1c-low.webp",
          rejectionReason: null,
          counters: { impression: 2400, views: 310, interested: 12, whatsapp: 20, call: 7, messageOwner: 3, requestTour: 1 },
        },
      ],
      count: 1,
    },
  },
  async handler({ visible, ...input }, { caller }) {
    // The dashboard's use case, with the caller as the owner: never anyone else's listings.
    const found = await findOwnerListings(caller.id, { ...input, visible: visible === undefined ? undefined : visible ? "yes" : "no" });
    const cdnBase = runtime().env.MEDIA_CDN_URL;
    return {
      count: found.total,
      results: found.items.map((item) => ({
        id: item.id,
        path: listingPath(item),
        title: item.title,
        reference: item.reference,
        listing_type: item.listingType,
        property_type: item.propertyType,
        property_category: item.propertyCategory,
        unit: item.unit,
        price: item.price,
        USDPriceCalculated: item.usdPrice,
        LBPPriceCalculated: item.lbpPrice,
        size: item.size,
        bedroom: item.bedroom,
        bathroom: item.bathroom,
        furnished: item.furnished,
        district: item.district,
        city: item.city,
        plan: item.state.planId,
        planName: item.planName,
        Status: item.state.status,
        Flag: item.state.flag,
        visible: item.state.visible,
        boosted: item.state.boosted,
        ApprovedOn: isoOrNull(item.state.approvedOn),
        ExpiresOn: isoOrNull(item.state.expiresOn),
        MarketDate: isoOrNull(item.state.marketDate),
        createdAt: item.createdAt.toISOString(),
        image: item.featuredImageKey ? absoluteUrl(imageUrl(item.featuredImageKey, { size: "low", cdnBase })) : null,
        rejectionReason: item.rejectionReason,
        counters: item.counters,
      })),
    };
  },
});
