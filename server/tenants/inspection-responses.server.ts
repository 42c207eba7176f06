import { and, eq, sql } from "drizzle-orm";
import type { AreaResponse } from "../../domain/inspections.ts";
import { inspectionResponses, inspections } from "../db/schema.ts";
import { AppError } from "../errors.server.ts";
import { db } from "../runtime.server.ts";
import { maySeeRecord, requireTenancyWrite } from "./tenancy-access.server.ts";

/**
 * A linked tenant acknowledges one area of an inspection, or comments on it (both at once too).
 * Answering again replaces their earlier answer on that area.
 */
export async function respondToInspection(userId: string, propertyId: string, inspectionId: string, response: AreaResponse): Promise<void> {
  const access = await requireTenancyWrite(userId, propertyId, ["tenant"]);
  await db().transaction(async (tx) => {
    const [inspection] = await tx
      .select({ createdAt: inspections.createdAt })
      .from(inspections)
      .where(and(eq(inspections.id, inspectionId), eq(inspections.propertyId, propertyId)));
    // An earlier tenancy's inspection is not this tenant's to answer.
    if (!inspection || !maySeeRecord(access, inspection.createdAt)) throw new AppError("not_found");
    await tx
      .insert(inspectionResponses)
      .values({ inspectionId, userId, area: response.area, acknowledged: response.acknowledged, comment: response.comment })
      .onConflictDoUpdate({
        target: [inspectionResponses.inspectionId, inspectionResponses.userId, inspectionResponses.area],
        set: { acknowledged: response.acknowledged, comment: response.comment, updatedAt: sql`now()` },
      });
  });
}
