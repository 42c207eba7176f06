import { MODERATION_PAGE_SIZE } from "../../../domain/admin.ts";
import { approveListing } from "../../admin/approve-listing.server.ts";
import { listModerationQueue } from "../../admin/moderation-queue.server.ts";
import { rejectListing } from "../../admin/reject-listing.server.ts";
import { defineFunction } from "../define-function.server.ts";
import { absoluteUrl } from "../json-values.server.ts";
import { EXAMPLE_PENDING_LISTINGS } from "./examples.ts";
import { LIFECYCLE_REFUSALS, stateAfter } from "./listing-lifecycle.handler.server.ts";
import { listingStateOutput } from "./listing-lifecycle.schema.ts";
import { approvePropertyInput, moderationQueueInput, moderationQueueOutput, rejectPropertyInput } from "./moderation.schema.ts";

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
      listings: listings.map((listing) => ({ ...listing, photoUrl: listing.photoUrl ? absoluteUrl(listing.photoUrl) : null })),
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
