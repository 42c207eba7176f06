import { desc, eq } from "drizzle-orm";
import { highlightOf, type InspectionFindings, type InspectionInput } from "../../domain/inspections.ts";
import type { InspectionArea } from "../../domain/listing.ts";
import { PHOTO_TYPES } from "../../domain/tenancy-files.ts";
import type { Executor } from "../db/client.server.ts";
import { inspectionFiles, inspections, properties } from "../db/schema.ts";
import { requireLandlordOf } from "./tenancy-access.server.ts";
import { type IncomingFile, withStoredFiles } from "./tenancy-files.server.ts";

export interface AreaPhoto extends IncomingFile {
  area: InspectionArea;
}

/** The latest inspection first: by its day, then by when it was recorded. */
export const latestFirst = [desc(inspections.inspectedOn), desc(inspections.createdAt)];

/** Keeps the listing's public inspectionHighlight equal to the latest inspection when the landlord shows it. */
export async function refreshInspectionHighlight(tx: Executor, propertyId: string): Promise<void> {
  const [property] = await tx.select({ inspectionPublic: properties.inspectionPublic }).from(properties).where(eq(properties.id, propertyId)).for("update");
  if (!property?.inspectionPublic) return;
  const [latest] = await tx
    .select({ findings: inspections.findings })
    .from(inspections)
    .where(eq(inspections.propertyId, propertyId))
    .orderBy(...latestFirst)
    .limit(1);
  if (latest)
    await tx
      .update(properties)
      .set({ inspectionHighlight: highlightOf(latest.findings as InspectionFindings) })
      .where(eq(properties.id, propertyId));
}

/**
 * The landlord records an inspection (move-in, periodic or move-out): every area's condition and
 * note, and photos per area, in one transaction with the photos' rows (the photos are checked by
 * content and kept privately first, and removed again if the transaction fails).
 */
export async function recordInspection(userId: string, propertyId: string, input: InspectionInput, photos: readonly AreaPhoto[]): Promise<{ id: string }> {
  await requireLandlordOf(userId, propertyId);
  return withStoredFiles(propertyId, photos, PHOTO_TYPES, async (tx, stored) => {
    const [inspection] = await tx
      .insert(inspections)
      .values({ propertyId, recordedBy: userId, kind: input.kind, inspectedOn: input.inspectedOn, findings: input.areas })
      .returning({ id: inspections.id });
    if (stored.length > 0) {
      await tx
        .insert(inspectionFiles)
        .values(stored.map((file, index) => ({ ...file, propertyId, userId, inspectionId: inspection!.id, area: photos[index]!.area })));
    }
    await refreshInspectionHighlight(tx, propertyId);
    return { id: inspection!.id };
  });
}
