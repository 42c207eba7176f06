import { eq } from "drizzle-orm";
import { initialInspectionHighlight } from "../../domain/listing.ts";
import { properties } from "../db/schema.ts";
import { db } from "../runtime.server.ts";
import { refreshInspectionHighlight } from "./record-inspection.server.ts";
import { requireLandlordOf } from "./tenancy-access.server.ts";

/**
 * The landlord's choice: the listing's public inspectionHighlight shows the latest inspection's
 * conditions, or every area 'Not Inspected' again (the tenants' comments and notes never show).
 */
export async function setInspectionPublic(userId: string, propertyId: string, shown: boolean): Promise<void> {
  await requireLandlordOf(userId, propertyId);
  await db().transaction(async (tx) => {
    await tx
      .update(properties)
      .set({ inspectionPublic: shown, ...(shown ? {} : { inspectionHighlight: initialInspectionHighlight() }) })
      .where(eq(properties.id, propertyId));
    await refreshInspectionHighlight(tx, propertyId);
  });
}
