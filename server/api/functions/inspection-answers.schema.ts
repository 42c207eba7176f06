import { z } from "zod";
import { areaResponseSchema } from "../../../domain/inspections.ts";

// The tenant's answer to an inspection (/tenant/{id}/inspections, "Acknowledge" or a comment on an
// area): the web form's own schema with the tenancy and the inspection beside it.

export const respondToInspectionInput = areaResponseSchema
  .safeExtend({
    PropertyID: z.uuid().describe("The rented property; anyone but its tenants gets 404, its landlord 403"),
    InspectionID: z.uuid().describe("An inspection of this tenancy (rentAccount's tenancy screens list them)"),
  })
  .strict();

export const respondToInspectionOutput = z.object({ result: z.literal("success") });
