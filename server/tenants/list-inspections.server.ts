import { and, asc, eq, inArray, isNotNull } from "drizzle-orm";
import { completeFindings, type InspectionFindings, type InspectionKind, type InspectionsPage, type InspectionView } from "../../domain/inspections.ts";
import type { InspectionArea } from "../../domain/listing.ts";
import { accounts, inspectionFiles, inspectionResponses, inspections, properties, users } from "../db/schema.ts";
import { db } from "../runtime.server.ts";
import { latestFirst } from "./record-inspection.server.ts";
import { requireTenancyAccess, seenRecords } from "./tenancy-access.server.ts";
import { fileView } from "./tenancy-files.server.ts";

/** The inspections of a tenancy with their photos and the tenants' answers, for its landlord and tenants. */
export async function listInspections(userId: string, propertyId: string): Promise<InspectionsPage> {
  const access = await requireTenancyAccess(userId, propertyId);
  const [rows, tenants, [property]] = await Promise.all([
    db()
      .select()
      .from(inspections)
      .where(and(eq(inspections.propertyId, propertyId), seenRecords(access, inspections.createdAt)))
      .orderBy(...latestFirst),
    db()
      .select({ id: users.id, name: users.name })
      .from(accounts)
      .innerJoin(users, eq(users.id, accounts.userId))
      .where(eq(accounts.propertyId, propertyId))
      .orderBy(asc(users.name)),
    db().select({ inspectionPublic: properties.inspectionPublic }).from(properties).where(eq(properties.id, propertyId)),
  ]);
  const ids = rows.map((row) => row.id);
  const [photos, answers] = ids.length
    ? await Promise.all([
        db()
          .select()
          .from(inspectionFiles)
          .where(and(inArray(inspectionFiles.inspectionId, ids), isNotNull(inspectionFiles.area)))
          .orderBy(asc(inspectionFiles.createdAt)),
        db()
          .select({
            inspectionId: inspectionResponses.inspectionId,
            area: inspectionResponses.area,
            tenantId: inspectionResponses.userId,
            tenantName: users.name,
            acknowledged: inspectionResponses.acknowledged,
            comment: inspectionResponses.comment,
          })
          .from(inspectionResponses)
          .innerJoin(users, eq(users.id, inspectionResponses.userId))
          .where(inArray(inspectionResponses.inspectionId, ids)),
      ])
    : [[], []];

  return {
    role: access.role,
    title: access.property.title,
    viewerId: userId,
    inspectionPublic: property?.inspectionPublic ?? false,
    tenants,
    inspections: rows.map((row) => {
      const view: InspectionView = {
        id: row.id,
        kind: row.kind as InspectionKind,
        inspectedOn: row.inspectedOn,
        notifiedAt: row.notifiedAt?.toISOString() ?? null,
        findings: completeFindings(row.findings as InspectionFindings),
        photos: {},
        answers: {},
      };
      for (const photo of photos.filter((candidate) => candidate.inspectionId === row.id)) {
        const area = photo.area as InspectionArea;
        (view.photos[area] ??= []).push(fileView("inspection", photo));
      }
      for (const answer of answers.filter((candidate) => candidate.inspectionId === row.id)) {
        const { tenantId, tenantName, acknowledged, comment } = answer;
        (view.answers[answer.area as InspectionArea] ??= []).push({ tenantId, tenantName, acknowledged, comment });
      }
      return view;
    }),
  };
}
