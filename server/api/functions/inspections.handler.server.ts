import { INSPECTION_PHOTO_BYTES_TOGETHER, INSPECTION_PHOTOS_MAX } from "../../../domain/inspections.ts";
import { MAX_TENANCY_FILE_BYTES } from "../../../domain/tenancy-files.ts";
import { AppError } from "../../errors.server.ts";
import { respondToInspection as answerInspection } from "../../tenants/inspection-responses.server.ts";
import { recordInspection as saveInspection } from "../../tenants/record-inspection.server.ts";
import { defineFunction } from "../define-function.server.ts";
import { EXAMPLE_INSPECTION_ID, EXAMPLE_LISTING_ID, EXAMPLE_PASSWORD, EXAMPLE_TENANT } from "./examples.ts";
import {
  INSPECTION_PHOTOS_FIELD,
  recordInspectionInput,
  recordInspectionOutput,
  respondToInspectionInput,
  respondToInspectionOutput,
} from "./inspections.schema.ts";

export const recordInspection = defineFunction({
  name: "recordInspection",
  tag: "Tenancies",
  summary: "Record an inspection with its photos",
  description:
    "The Inspections tab's form: the `kind` (move-in, periodic, move-out), the day, and each area's `condition` and `note` in `areas` (an area left out is not inspected), with up to three photos an area (36 at most, 20 MB each, 100 MB together; JPEG, PNG or WebP found from their content: 415 `tenancy_file_rejected`). Sent as `multipart/form-data`: the JSON in the field `payload`, the photos in `photos`, and in the JSON `photoAreas` naming each photo's area in the order sent. The inspection and its photos are saved together or not at all; the listing's public inspection summary follows the latest one when the landlord shows it. Only the property's landlord: its tenants are refused (403), a former tenant gets 409 `tenancy_ended`, anyone else 404. Send an `Idempotency-Key`: a retry does not record the inspection twice.",
  access: "signed-in",
  errors: ["not_found", "forbidden", "tenancy_ended", "tenancy_file_rejected", "tenancy_file_too_large"],
  idempotent: true,
  rateLimits: [{ per: "caller", max: 60, windowSeconds: 60 * 60 }],
  files: {
    field: INSPECTION_PHOTOS_FIELD,
    exampleFile: "jpeg",
    maxFiles: INSPECTION_PHOTOS_MAX,
    maxFileBytes: MAX_TENANCY_FILE_BYTES,
    maxTotalBytes: INSPECTION_PHOTO_BYTES_TOGETHER,
    tooLarge: "tenancy_file_too_large",
    description: "The photos: JPEG, PNG or WebP, three an area at most",
  },
  input: recordInspectionInput,
  output: recordInspectionOutput,
  example: {
    input: {
      PropertyID: EXAMPLE_LISTING_ID,
      kind: "periodic",
      inspectedOn: "2026-12-01",
      areas: { Kitchen: { condition: "Good", note: "The oven door was fixed." }, Bathrooms: { condition: "Fair", note: "" } },
      photoAreas: ["Kitchen"],
    },
    output: { result: "success", inspectionId: "0a9b8c7d-6e5f-4a3b-9c2d-1e0f9a8b7c6d" },
  },
  async handler({ PropertyID, photoAreas, ...inspection }, { caller, files }) {
    if (files.length !== photoAreas.length) throw new AppError("invalid_payload", `photoAreas: one area per photo, in the order sent (${files.length} photos)`);
    const photos = files.map((file, index) => ({ ...file, area: photoAreas[index]! }));
    const saved = await saveInspection(caller.id, PropertyID, inspection, photos);
    return { result: "success" as const, inspectionId: saved.id };
  },
});

export const respondToInspection = defineFunction({
  name: "respondToInspection",
  tag: "Tenancies",
  summary: "A tenant acknowledges or comments on an area of an inspection",
  description:
    "The Inspections tab's answer: a linked tenant acknowledges one `area` as recorded, comments on it (`comment`, up to the note's length), or both; at least one of the two. Answering the same area again replaces the earlier answer. An inspection of an earlier tenancy is not this tenant's (404). Only the property's current tenants: its landlord is refused (403), a former tenant gets 409 `tenancy_ended`, anyone else 404.",
  access: "signed-in",
  errors: ["not_found", "forbidden", "tenancy_ended"],
  input: respondToInspectionInput,
  output: respondToInspectionOutput,
  exampleCaller: { email: EXAMPLE_TENANT.email, password: EXAMPLE_PASSWORD },
  example: {
    input: { PropertyID: EXAMPLE_LISTING_ID, InspectionID: EXAMPLE_INSPECTION_ID, area: "Kitchen", acknowledged: true, comment: "The oven door is loose." },
    output: { result: "success" },
  },
  async handler({ PropertyID, InspectionID, ...answer }, { caller }) {
    await answerInspection(caller.id, PropertyID, InspectionID, answer);
    return { result: "success" as const };
  },
});
