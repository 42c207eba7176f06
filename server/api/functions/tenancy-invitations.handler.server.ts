import { setInspectionPublic as publishInspection } from "../../tenants/inspection-highlight.server.ts";
import { resendInvitation as resend, revokeInvitation as revoke } from "../../tenants/manage-invitation.server.ts";
import { defineFunction } from "../define-function.server.ts";
import { EXAMPLE_INVITATIONS, EXAMPLE_LISTING_ID } from "./examples.ts";
import { doneOutput, inspectionPublicInput, invitationInput } from "./tenancy-invitations.schema.ts";

const TAG = "Tenancies";
const LANDLORD_RULE = "Only the property's landlord: its tenant is refused (403), anyone else gets 404.";
const done = { result: "success" as const };

export const resendInvitation = defineFunction({
  name: "resendInvitation",
  tag: TAG,
  summary: "Send a pending tenant invitation again",
  description: `The Overview's Resend: the invitation is mailed again with a new link valid 14 days; the old link stops working. Limited as invitetenant is (429 \`rate_limited\`). ${LANDLORD_RULE}`,
  access: "signed-in",
  errors: ["not_found", "forbidden", "tenancy_ended", "rate_limited"],
  input: invitationInput,
  output: doneOutput,
  example: { input: { PropertyID: EXAMPLE_LISTING_ID, InvitationID: EXAMPLE_INVITATIONS.resend.id }, output: done },
  async handler({ PropertyID, InvitationID }, { caller }) {
    await resend(caller.id, PropertyID, InvitationID);
    return done;
  },
});

export const revokeInvitation = defineFunction({
  name: "revokeInvitation",
  tag: TAG,
  summary: "Withdraw a pending tenant invitation",
  description: `The Overview's Revoke: the invitation's link then says it was revoked; a second call is 404. ${LANDLORD_RULE}`,
  access: "signed-in",
  errors: ["not_found", "forbidden", "tenancy_ended"],
  input: invitationInput,
  output: doneOutput,
  example: { input: { PropertyID: EXAMPLE_LISTING_ID, InvitationID: EXAMPLE_INVITATIONS.revoke.id }, output: done },
  async handler({ PropertyID, InvitationID }, { caller }) {
    await revoke(caller.id, PropertyID, InvitationID);
    return done;
  },
});

export const setInspectionPublic = defineFunction({
  name: "setInspectionPublic",
  tag: TAG,
  summary: "Show or hide the latest inspection's conditions on the listing",
  description: `The Inspections tab's Publish: the listing's page shows each area's condition from the latest inspection (never the notes or the tenants' comments), or every area as not inspected again. ${LANDLORD_RULE}`,
  access: "signed-in",
  errors: ["not_found", "forbidden", "tenancy_ended"],
  input: inspectionPublicInput,
  output: doneOutput,
  example: { input: { PropertyID: EXAMPLE_LISTING_ID, shown: true }, output: done },
  async handler({ PropertyID, shown }, { caller }) {
    await publishInspection(caller.id, PropertyID, shown);
    return done;
  },
});
