import type { z } from "zod";
import { nextBoostAt } from "../../../domain/boost.ts";
import type { ListingState } from "../../../domain/lifecycle.ts";
import { paymentOf } from "../../../domain/plan-payment.ts";
import { listingActorOf } from "../../auth/request-actor.server.ts";
import { creditBalance } from "../../credits/credit-balance.server.ts";
import { AppError } from "../../errors.server.ts";
import { activateListing } from "../../listings/activate-listing.server.ts";
import { applyListingTransition } from "../../listings/apply-transition.server.ts";
import { boostListings } from "../../listings/boost-listings.server.ts";
import { bulkRenewListings } from "../../listings/bulk-renew.server.ts";
import { findListingForEditing } from "../../listings/find-listing-for-editing.server.ts";
import { findOwnListing } from "../../listings/own-listing.server.ts";
import { renewListing } from "../../listings/renew-listing.server.ts";
import { updateListingForOwner } from "../../listings/edit-listing.server.ts";
import { readBoostSettings } from "../../settings/boost-settings.server.ts";
import { type Caller, defineFunction } from "../define-function.server.ts";
import { absoluteUrl, isoOrNull } from "../json-values.server.ts";
import { EXAMPLE_BULK_RENEW_LISTINGS, EXAMPLE_LIFECYCLE_LISTINGS, EXAMPLE_LISTING_ID, EXAMPLE_PROPERTY_FIELDS } from "./examples.ts";
import {
  boostOutput,
  editablePropertyOutput,
  listingStateOutput,
  propertyInput,
  renewInput,
  renewPropertiesInput,
  renewPropertiesOutput,
  updatePropertyInput,
  visibilityInput,
} from "./listing-lifecycle.schema.ts";

const TAG = "Listings";
/** What the listing lifecycle refuses a move with (domain/lifecycle.ts), whatever the move. */
export const LIFECYCLE_REFUSALS = ["transition_not_allowed", "same_plan", "reason_required", "not_expired_yet", "free_listings_only", "listing_taken"] as const;

export const OWNER_RULE = "Only the listing's owner (or an admin): another user's listing, or one permanently deleted, is 404.";

/** A listing's state as the functions answer it. */
export function stateAnswer(propertyId: string, state: ListingState): z.input<typeof listingStateOutput> {
  return {
    PropertyID: propertyId,
    Status: state.status,
    Flag: state.flag,
    Visible: state.visible,
    Plan: state.planId,
    ExpiresOn: isoOrNull(state.expiresOn),
  };
}

/** The listing's state once a use case that answers nothing has run. */
export async function stateAfter(propertyId: string, caller: Caller) {
  return stateAnswer(propertyId, (await findOwnListing(propertyId, listingActorOf(caller))).state);
}

/** An example answer: the listing waiting for review with `flag`. */
export const pendingExample = (propertyId: string, flag: string, plan: "free" | "gold" | "platinum" = "free", visible = false) => ({
  PropertyID: propertyId,
  Status: "Pending Approval" as const,
  Flag: flag,
  Visible: visible,
  Plan: plan,
  ExpiresOn: null,
});

export const editableProperty = defineFunction({
  name: "editableProperty",
  tag: TAG,
  summary: "One of the caller's listings as the edit form shows it",
  description: `What \`/editlisting\` opens with: every field in updateProperty's \`Property\` names and the photos' \`p:<id>\` refs in order, so an app sends them back changed. ${OWNER_RULE}`,
  access: "signed-in",
  errors: ["not_found"],
  input: propertyInput,
  output: editablePropertyOutput,
  example: {
    input: { PropertyID: EXAMPLE_LIFECYCLE_LISTINGS.edit },
    output: {
      PropertyID: EXAMPLE_LIFECYCLE_LISTINGS.edit,
      Status: "Approved",
      Plan: "gold",
      Property: { listing_type: "Rental", title: "Two-bedroom flat in Achrafieh", unit: "USD", price: 900, images: [] },
      photos: [],
    },
  },
  async handler({ PropertyID }, { caller }) {
    const listing = await findListingForEditing(caller.id, PropertyID);
    if (!listing) throw new AppError("not_found");
    const { values } = listing;
    const number = (text: string) => (text === "" ? undefined : Number(text));
    return {
      PropertyID,
      Status: listing.status,
      Plan: listing.planId,
      Property: {
        listing_type: values.listingType,
        title: values.title,
        property_type: values.propertyType,
        property_category: values.propertyCategory,
        description: values.description,
        reference: values.reference,
        unit: values.unit,
        price: number(values.price),
        paymentfrequency: values.paymentFrequency || undefined,
        downpayment: number(values.downPayment),
        bedroom: number(values.bedroom),
        bathroom: number(values.bathroom),
        finish_level: values.finishLevel || undefined,
        size: number(values.size),
        furnished: values.furnished === "on",
        floor: number(values.floor),
        state_power_hours: number(values.statePowerHours),
        special: values.special,
        paymentMethod: values.paymentMethod,
        contactMethod: values.contactMethod,
        move_in_date: values.moveInDate || undefined,
        address: values.address,
        area: number(values.areaId),
        marker: values.latitude && values.longitude ? { latitude: Number(values.latitude), longitude: Number(values.longitude) } : undefined,
        images: listing.photos.map((photo) => photo.ref),
      },
      photos: listing.photos.map((photo) => ({ ...photo, url: absoluteUrl(photo.url) })),
    };
  },
});

export const updateProperty = defineFunction({
  name: "updateProperty",
  tag: TAG,
  summary: "Edit one of the caller's listings, its photos and their order",
  description: `SPEC.md §4 Edit, as \`/editlisting\` saves it: the whole listing in AddProperty's field names and by the same form's rules (a refusal's \`detail\` names the field), its photos in their new order (\`Property.images\`: the kept \`p:<id>\` refs and new \`u:<id>\` uploads; one left out is deleted). An edit of a live listing keeps it public (decision 0076): a new price, currency, payment terms or move-in date go live at once (kept in the price history; a cut is told to those who saved it); any other change waits for review as Pending Approval with Flag Edit while the approved version stays visible (\`Visible: true\`), and editing back to the approved version withdraws it. An edit of a listing not live (new, rejected, expired, hidden) applies at once and goes back to Pending Approval, off search; a new listing's edit keeps Flag New. The plan is changed with changePlan, not here. ${OWNER_RULE}`,
  access: "signed-in",
  errors: ["not_found", "photo_not_found", ...LIFECYCLE_REFUSALS],
  rateLimits: [{ per: "caller", max: 60, windowSeconds: 60 * 60 }],
  input: updatePropertyInput,
  output: listingStateOutput,
  example: {
    input: {
      PropertyID: EXAMPLE_LIFECYCLE_LISTINGS.edit,
      Property: {
        ...EXAMPLE_PROPERTY_FIELDS,
        price: 650,
        images: [],
      },
    },
    output: pendingExample(EXAMPLE_LIFECYCLE_LISTINGS.edit, "Edit", "gold", true),
  },
  async handler({ propertyId, listing }, { caller }) {
    await updateListingForOwner(caller.id, propertyId, listing, listing.photos);
    return stateAfter(propertyId, caller);
  },
});

export const setPropertyVisibility = defineFunction({
  name: "setPropertyVisibility",
  tag: TAG,
  summary: "Show or hide one of the caller's listings",
  description: `The dashboard's Show and Hide: \`Visible: false\` takes a listing off search (any status but deleted for good), \`Visible: true\` shows an Approved one again and puts a rented or sold one back on the market. Otherwise 409 \`transition_not_allowed\`. ${OWNER_RULE}`,
  access: "signed-in",
  errors: ["not_found", "forbidden", ...LIFECYCLE_REFUSALS],
  input: visibilityInput,
  output: listingStateOutput,
  example: {
    input: { PropertyID: EXAMPLE_LIFECYCLE_LISTINGS.visibility, Visible: false },
    output: { PropertyID: EXAMPLE_LIFECYCLE_LISTINGS.visibility, Status: "Approved", Flag: null, Visible: false, Plan: "free", ExpiresOn: null },
  },
  async handler({ PropertyID, Visible }, { caller }) {
    const state = await applyListingTransition({ propertyId: PropertyID, actor: listingActorOf(caller), action: { type: Visible ? "add" : "remove" } });
    return stateAnswer(PropertyID, state);
  },
});

/** A dashboard action that is one lifecycle transition (`permanentDelete`, `cancelMembership`), answering the state after it. */
function dashboardTransition(type: "permanentDelete" | "cancelMembership") {
  const deletes = type === "permanentDelete";
  const exampleId = deletes ? EXAMPLE_LIFECYCLE_LISTINGS.delete : EXAMPLE_LIFECYCLE_LISTINGS.cancel;
  return defineFunction({
    name: deletes ? "deleteProperty" : "cancelMembership",
    tag: TAG,
    summary: deletes ? "Delete one of the caller's listings for good" : "Cancel a listing's plan and take it down",
    description: `${
      deletes
        ? "The dashboard's Delete (SPEC.md §4 permanent delete): the listing leaves every list, the owner's too, and its photos are removed; its payments and history stay. It cannot be undone: a second call is 404."
        : "The dashboard's Cancel membership (SPEC.md §4): the listing goes to Free and Deleted, off search; activateProperty brings it back to review. Paid time left is not refunded here: editCredits with `target: free` does that."
    } ${OWNER_RULE}`,
    access: "signed-in",
    errors: ["not_found", "forbidden", ...LIFECYCLE_REFUSALS],
    input: propertyInput,
    output: listingStateOutput,
    example: {
      input: { PropertyID: exampleId },
      output: { PropertyID: exampleId, Status: deletes ? "Deleted_Permanent" : "Deleted", Flag: null, Visible: false, Plan: "free", ExpiresOn: null },
    },
    async handler({ PropertyID }, { caller }) {
      return stateAnswer(PropertyID, await applyListingTransition({ propertyId: PropertyID, actor: listingActorOf(caller), action: { type } }));
    },
  });
}

export const deleteProperty = dashboardTransition("permanentDelete");
export const cancelMembership = dashboardTransition("cancelMembership");

/** What a payment with credits or a promo code is refused with. */
export const PAYMENT_REFUSALS = [
  "payment_required",
  "insufficient_credits",
  "promo_not_found",
  "promo_paused",
  "promo_expired",
  "promo_wrong_plan",
  "promo_already_used",
  "promo_used_up",
] as const;

/** What a renewal or a plan change paid with credits or a promo code can be refused with. */
export const PLAN_PAYMENT_ERRORS = ["not_found", "forbidden", ...LIFECYCLE_REFUSALS, ...PAYMENT_REFUSALS] as const;

export const renewProperty = defineFunction({
  name: "renewProperty",
  tag: TAG,
  summary: "Renew one of the caller's listings for another period",
  description: `\`/renewmembership\`: an Expired listing, or an Approved one on Gold or Platinum, goes back to review (Flag Renew) for another period of its plan, paid in the same transaction with the caller's credits (\`payment: credits\`, 402 \`insufficient_credits\`) or a promo code for that plan (\`payment: promo\`, \`promoCode\`). A Free listing renews for free. ${OWNER_RULE}`,
  access: "signed-in",
  errors: PLAN_PAYMENT_ERRORS,
  idempotent: true,
  rateLimits: [{ per: "caller", max: 30, windowSeconds: 60 * 60 }],
  input: renewInput,
  output: listingStateOutput,
  example: {
    input: { PropertyID: EXAMPLE_LIFECYCLE_LISTINGS.renew, payment: "credits" },
    output: pendingExample(EXAMPLE_LIFECYCLE_LISTINGS.renew, "Renew", "gold"),
  },
  async handler(input, { caller }) {
    await renewListing({ propertyId: input.PropertyID, actor: listingActorOf(caller), payment: paymentOf(input) });
    return stateAfter(input.PropertyID, caller);
  },
});

export const renewProperties = defineFunction({
  name: "renewProperties",
  tag: TAG,
  summary: "Renew several of the caller's Free, Expired listings at once",
  description: `The dashboard's Bulk renew (SPEC.md §4): each listing goes back to review (Flag Renew) for another Free period, all or nothing: one that is not Expired (409 \`transition_not_allowed\`), not on Free (409 \`free_listings_only\`: renewProperty renews a paid plan) or not the caller's leaves every one unchanged. Free renewals cost nothing; send an \`Idempotency-Key\` all the same, as for renewProperty, so a retry answers the first call's states. Rate-limited as renewProperty (30 an hour per caller). ${OWNER_RULE}`,
  access: "signed-in",
  errors: ["not_found", "forbidden", ...LIFECYCLE_REFUSALS],
  idempotent: true,
  rateLimits: [{ per: "caller", max: 30, windowSeconds: 60 * 60 }],
  input: renewPropertiesInput,
  output: renewPropertiesOutput,
  example: {
    input: { PropertyIDs: [...EXAMPLE_BULK_RENEW_LISTINGS] },
    output: { renewed: 2, Properties: EXAMPLE_BULK_RENEW_LISTINGS.map((id) => pendingExample(id, "Renew")) },
  },
  async handler({ PropertyIDs }, { caller }) {
    const renewed = await bulkRenewListings({ propertyIds: PropertyIDs, actor: listingActorOf(caller) });
    const ids = [...new Set(PropertyIDs)];
    return { renewed, Properties: await Promise.all(ids.map((id) => stateAfter(id, caller))) };
  },
});

export const activateProperty = defineFunction({
  name: "activateProperty",
  tag: TAG,
  summary: "Send a deleted, expired or rejected listing back to review",
  description: `\`/activatelisting\`: a Deleted, Expired or Rejected listing goes back to Pending Approval with Flag Activate, for free. An Expired listing on Gold or Platinum is renewed instead (409 \`renewal_required\`: renewProperty). ${OWNER_RULE}`,
  access: "signed-in",
  errors: ["not_found", "forbidden", "renewal_required", ...LIFECYCLE_REFUSALS],
  input: propertyInput,
  output: listingStateOutput,
  example: { input: { PropertyID: EXAMPLE_LIFECYCLE_LISTINGS.activate }, output: pendingExample(EXAMPLE_LIFECYCLE_LISTINGS.activate, "Activate") },
  async handler({ PropertyID }, { caller }) {
    await activateListing({ propertyId: PropertyID, actor: listingActorOf(caller) });
    return stateAfter(PropertyID, caller);
  },
});

export const boostProperty = defineFunction({
  name: "boostProperty",
  tag: TAG,
  summary: "Boost one of the caller's listings to the top of its plan's results",
  description: `SPEC.md §4 Boost, as the dashboard's and the promote dashboard's: an Approved listing gets MarketDate now, paid with the caller's credits at the admin's boost price (402 \`insufficient_credits\`), once per the admin's cooldown (409 \`boost_cooldown\` before \`nextBoostAt\`). A rented or sold listing is refused. Send an \`Idempotency-Key\`: a retry does not pay twice. ${OWNER_RULE}`,
  access: "signed-in",
  errors: ["not_found", "forbidden", "boost_cooldown", "insufficient_credits", ...LIFECYCLE_REFUSALS],
  idempotent: true,
  rateLimits: [{ per: "caller", max: 30, windowSeconds: 60 * 60 }],
  input: propertyInput,
  output: boostOutput,
  example: {
    input: { PropertyID: EXAMPLE_LISTING_ID },
    output: {
      PropertyID: EXAMPLE_LISTING_ID,
      Status: "Approved",
      Flag: null,
      Visible: true,
      Plan: "platinum",
      ExpiresOn: "2026-12-20T09:00:00.000Z",
      priceUsd: 2,
      balanceUsd: 198,
      nextBoostAt: "2026-11-30T09:00:00.000Z",
    },
  },
  async handler({ PropertyID }, { caller }) {
    const now = new Date();
    const settings = await readBoostSettings();
    await boostListings({ propertyIds: [PropertyID], actor: listingActorOf(caller), now });
    return {
      ...(await stateAfter(PropertyID, caller)),
      priceUsd: settings.priceUsd,
      balanceUsd: await creditBalance(caller.id),
      nextBoostAt: isoOrNull(nextBoostAt(now, settings)),
    };
  },
});
