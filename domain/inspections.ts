// Inspections of a rented property (issue 16, decision 0029): per area of SPEC.md §3's
// inspectionHighlight a condition, a note and photos; the tenant acknowledges or comments per area.
import { z } from "zod";
import { AREA_CONDITIONS, type AreaCondition, INSPECTION_AREAS, type InspectionArea, NOT_INSPECTED } from "./listing.ts";
import { TENANCY_ROLES } from "./tenancy.ts";
import { tenancyFileViewSchema } from "./tenancy-files.ts";

export const INSPECTION_KINDS = ["move-in", "periodic", "move-out"] as const;
export type InspectionKind = (typeof INSPECTION_KINDS)[number];

export const AREA_NOTE_MAX = 1000;
/** Photos one inspection may carry: three per area, 100 MB together (the web's form and the API alike). */
export const INSPECTION_PHOTOS_MAX = INSPECTION_AREAS.length * 3;
export const INSPECTION_PHOTO_BYTES_TOGETHER = 100 * 1024 * 1024;

export interface AreaFinding {
  condition: AreaCondition;
  note: string;
}

export type InspectionFindings = Record<InspectionArea, AreaFinding>;

const findingSchema = z.object({
  condition: z.enum(AREA_CONDITIONS).default(NOT_INSPECTED),
  note: z.string().trim().max(AREA_NOTE_MAX, "tenantFiles.inspections.noteLength").default(""),
});

/** The landlord's form: the kind, the day, and every area (an area left out is not inspected). */
export const inspectionSchema = z.object({
  kind: z.enum(INSPECTION_KINDS, { error: "tenantFiles.inspections.kindRequired" }),
  inspectedOn: z.iso.date({ error: "tenantFiles.inspections.dateRequired" }),
  areas: z
    .partialRecord(z.enum(INSPECTION_AREAS), findingSchema)
    .default({})
    .transform((areas) => completeFindings(areas)),
});
export type InspectionInput = z.output<typeof inspectionSchema>;

/** Every area, 'Not Inspected' with no note where nothing was said. */
export function completeFindings(areas: Partial<Record<InspectionArea, Partial<AreaFinding>>>): InspectionFindings {
  return Object.fromEntries(
    INSPECTION_AREAS.map((area) => [area, { condition: areas[area]?.condition ?? NOT_INSPECTED, note: areas[area]?.note ?? "" }]),
  ) as InspectionFindings;
}

/** The listing's public inspectionHighlight from an inspection: each area's condition. */
export function highlightOf(findings: InspectionFindings): Record<InspectionArea, string> {
  return Object.fromEntries(INSPECTION_AREAS.map((area) => [area, findings[area].condition])) as Record<InspectionArea, string>;
}

/** The tenant's answer on one area: acknowledged as recorded, or a comment that disputes or adds. */
export const areaResponseSchema = z
  .object({
    area: z.enum(INSPECTION_AREAS),
    acknowledged: z.boolean().default(false),
    comment: z.string().trim().max(AREA_NOTE_MAX, "tenantFiles.inspections.noteLength").default(""),
  })
  .refine((answer) => answer.acknowledged || answer.comment.length > 0, { message: "tenantFiles.inspections.responseRequired", path: ["comment"] });
export type AreaResponse = z.output<typeof areaResponseSchema>;

/** One tenant's answer on one area, as the inspection card shows it. */
export const areaAnswerSchema = z.object({ tenantId: z.uuid(), tenantName: z.string(), acknowledged: z.boolean(), comment: z.string() });
export type AreaAnswer = z.infer<typeof areaAnswerSchema>;

/** One inspection with its photos and the tenants' answers, per area. */
export const inspectionViewSchema = z.object({
  id: z.uuid(),
  kind: z.enum(INSPECTION_KINDS),
  inspectedOn: z.iso.date(),
  notifiedAt: z.iso.datetime().nullable(),
  findings: z.record(z.enum(INSPECTION_AREAS), z.object({ condition: z.enum(AREA_CONDITIONS), note: z.string() })),
  photos: z.partialRecord(z.enum(INSPECTION_AREAS), z.array(tenancyFileViewSchema)),
  answers: z.partialRecord(z.enum(INSPECTION_AREAS), z.array(areaAnswerSchema)),
});
export type InspectionView = z.infer<typeof inspectionViewSchema>;

/** A tenancy's inspections page, for its landlord and tenants. */
export const inspectionsPageSchema = z.object({
  role: z.enum(TENANCY_ROLES),
  title: z.string(),
  viewerId: z.uuid(),
  inspectionPublic: z.boolean(),
  tenants: z.array(z.object({ id: z.uuid(), name: z.string() })),
  inspections: z.array(inspectionViewSchema).describe("Newest first"),
});
export type InspectionsPage = z.infer<typeof inspectionsPageSchema>;
