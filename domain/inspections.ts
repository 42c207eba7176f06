// Inspections of a rented property (issue 16, decision 0029): per area of SPEC.md §3's
// inspectionHighlight a condition, a note and photos; the tenant acknowledges or comments per area.
import { z } from "zod";
import { AREA_CONDITIONS, type AreaCondition, INSPECTION_AREAS, type InspectionArea, NOT_INSPECTED } from "./listing.ts";

export const INSPECTION_KINDS = ["move-in", "periodic", "move-out"] as const;
export type InspectionKind = (typeof INSPECTION_KINDS)[number];

export const AREA_NOTE_MAX = 1000;

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
