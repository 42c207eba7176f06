import { z } from "zod";
import { invitationRefSchema } from "../../../domain/tenancy.ts";

// The landlord's pending invitations (/tenant/{id} Overview) and the listing's public inspection
// summary (the Inspections tab): the web forms' own schemas with the property beside them.

const propertyId = z.uuid().describe("The rented property; its tenant is refused (403), anyone else gets 404");

export const invitationInput = z.strictObject({
  PropertyID: propertyId,
  InvitationID: invitationRefSchema.shape.invitationId.describe("A pending invitation (rentAccount lists them); one accepted or revoked is 404"),
});
export const inspectionPublicInput = z.strictObject({
  PropertyID: propertyId,
  shown: z.boolean().describe("true shows the latest inspection's conditions on the listing's page; false shows every area as not inspected"),
});
export const doneOutput = z.object({ result: z.literal("success") });
