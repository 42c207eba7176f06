import { MODERATION_PAGE_SIZE } from "../../../domain/admin.ts";
import { approveListing } from "../../admin/approve-listing.server.ts";
import { listModerationQueue } from "../../admin/moderation-queue.server.ts";
import { rejectListing } from "../../admin/reject-listing.server.ts";
import { revertPrice as revertListingPrice } from "../../admin/revert-price.server.ts";
import { defineFunction } from "../define-function.server.ts";
import { absoluteUrl } from "../json-values.server.ts";
import { EXAMPLE_PENDING_LISTINGS, EXAMPLE_PRICE_CUT_LISTING_ID } from "./examples.ts";
import { LIFECYCLE_REFUSALS, stateAfter } from "./listing-lifecycle.handler.server.ts";
import { listingStateOutput } from "./listing-lifecycle.schema.ts";
import {
  approvePropertyInput,
  moderationQueueInput,
  moderationQueueOutput,
  rejectPropertyInput,
  revertPriceInput,
  revertPriceOutput,
} from "./moderation.schema.ts";

const TAG = "Admin";
const ADMIN_RULE =
  "Admins only (403 for anyone else, checked again against the database's roles); the action is written to the audit trail (/admin/audit) in the same transaction, as the console's.";

export const moderationQueue = defineFunction({
  name: "moderationQueue",
  tag: TAG,
  summary: "The listings waiting for review",
  description: `What \`/admin/moderation\` shows: the listings waiting for approval (new, edited, renewed, reactivated or changing plan), oldest request first, one page of ${MODERATION_PAGE_SIZE} at a time, with their owner. Admins only (403 for anyone else).`,
  access: "admin",
  input: moderationQueueInput,
  output: moderationQueueOutput,
  example: {
    input: { page: 1 },
    output: {
      listings: [
        {
          id: EXAMPLE_PENDING_LISTINGS.approve,
          title: "Two-bedroom flat in Achrafieh",
          listingType: "Rental",
          price: 900,
          unit: "USD",
          city: "Achrafieh",
          district: "Beirut",
          planName: "Free",
          flag: "New",
          submittedAt: "2026-11-30T08:00:00.000Z",
          ownerName: "Nour Khoury",
          ownerEmail: "nour@beitna.demo",
          photoUrl: null,
          photos: [],
        },
      ],
      total: 2,
      page: 1,
      pageSize: MODERATION_PAGE_SIZE,
    },
  },
  async handler({ page }, { caller, locale }) {
    const { listings, total } = await listModerationQueue(caller.id, page, locale);
    return {
      listings: listings.map((listing) => ({
        ...listing,
        photoUrl: listing.photoUrl ? absoluteUrl(listing.photoUrl) : null,
        photos: listing.photos.map((photo) => ({ url: absoluteUrl(photo.url), largeUrl: absoluteUrl(photo.largeUrl) })),
      })),
      total,
      page,
      pageSize: MODERATION_PAGE_SIZE,
    };
  },
});

export const approveProperty = defineFunction({
  name: "approveProperty",
  tag: TAG,
  summary: "Approve a listing waiting for review",
  description: `The moderation queue's Approve: the listing goes live for the days its plan paid for, its owner is notified and mailed, and saved searches it matches hear of it. A listing not waiting for review is 409 \`transition_not_allowed\`; an unknown one 404. ${ADMIN_RULE}`,
  access: "admin",
  errors: ["not_found", ...LIFECYCLE_REFUSALS],
  input: approvePropertyInput,
  output: listingStateOutput,
  example: {
    input: { PropertyID: EXAMPLE_PENDING_LISTINGS.approve },
    output: {
      PropertyID: EXAMPLE_PENDING_LISTINGS.approve,
      Status: "Approved",
      Flag: null,
      Visible: true,
      Plan: "free",
      ExpiresOn: "2026-12-31T08:00:00.000Z",
    },
  },
  async handler({ PropertyID }, { caller }) {
    await approveListing(caller.id, PropertyID);
    return stateAfter(PropertyID, caller);
  },
});

export const rejectProperty = defineFunction({
  name: "rejectProperty",
  tag: TAG,
  summary: "Reject a listing waiting for review, with a reason",
  description: `The moderation queue's Reject: \`reason\` is required and kept in the listing's history; the owner is notified and mailed it. A refused plan change leaves the listing on its live plan and gives back what paid for the change. A listing not waiting for review is 409 \`transition_not_allowed\`; an unknown one 404. ${ADMIN_RULE}`,
  access: "admin",
  errors: ["not_found", ...LIFECYCLE_REFUSALS],
  input: rejectPropertyInput,
  output: listingStateOutput,
  example: {
    input: { PropertyID: EXAMPLE_PENDING_LISTINGS.reject, reason: "The photos show another property; please add photos of this one." },
    output: { PropertyID: EXAMPLE_PENDING_LISTINGS.reject, Status: "Rejected", Flag: null, Visible: false, Plan: "free", ExpiresOn: null },
  },
  async handler({ PropertyID, reason }, { caller }) {
    await rejectListing(caller.id, PropertyID, reason);
    return stateAfter(PropertyID, caller);
  },
});

export const revertPrice = defineFunction({
  name: "revertPrice",
  tag: TAG,
  summary: "Put back the price an owner's live change replaced",
  description: `An owner's price change goes live at once and is moderated afterwards (decision 0076); this is \`/admin/prices\`' Revert: the price before the change comes back, written to the listing's price history with the admin as its author, the "reduced" mark ends, and the owner reads \`reason\` in their notifications. Only the listing's latest change, once: a later change or a revert already made is 409 \`price_not_revertable\`; an unknown listing 404. ${ADMIN_RULE}`,
  access: "admin",
  errors: ["not_found", "price_not_revertable"],
  input: revertPriceInput,
  output: revertPriceOutput,
  example: {
    input: { PropertyID: EXAMPLE_PRICE_CUT_LISTING_ID, reason: "The new price looked like a typing mistake; please edit it again if it is right." },
    output: { PropertyID: EXAMPLE_PRICE_CUT_LISTING_ID, price: 1000, unit: "USD" },
  },
  async handler({ PropertyID, changeId, reason }, { caller }) {
    const restored = await revertListingPrice(caller.id, { propertyId: PropertyID, changeId, reason });
    return { PropertyID, ...restored };
  },
});
