import { z } from "zod";
import { areaResponseSchema, INSPECTION_PHOTOS_MAX, inspectionSchema } from "../../../domain/inspections.ts";
import { INSPECTION_AREAS } from "../../../domain/listing.ts";

// A tenancy's inspections (/tenant/{id}/inspections): the landlord's record with its photos, and the
// tenant's answer ("Acknowledge" or a comment on an area), each the web form's own schema with the
// tenancy (and the inspection) beside it.

export const INSPECTION_PHOTOS_FIELD = "photos";

export const recordInspectionInput = inspectionSchema
  .safeExtend({
    PropertyID: z.uuid().describe("The rented property; its tenants are refused (403), anyone else gets 404"),
    photoAreas: z
      .array(z.enum(INSPECTION_AREAS))
      .max(INSPECTION_PHOTOS_MAX)
      .default([])
      .describe("The area of each photo sent in `photos`, in the order sent (one entry per photo)"),
  })
  .strict();

export const recordInspectionOutput = z.object({ result: z.literal("success"), inspectionId: z.uuid() });

export const respondToInspectionInput = areaResponseSchema
  .safeExtend({
    PropertyID: z.uuid().describe("The rented property; anyone but its tenants gets 404, its landlord 403"),
    InspectionID: z.uuid().describe("An inspection of this tenancy (rentAccount's tenancy screens list them)"),
  })
  .strict();

export const respondToInspectionOutput = z.object({ result: z.literal("success") });
