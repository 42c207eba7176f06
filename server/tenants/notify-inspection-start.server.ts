import { eq, sql } from "drizzle-orm";
import { inspections } from "../db/schema.ts";
import { publicUrl } from "../env.server.ts";
import { AppError } from "../errors.server.ts";
import { queueMail } from "../mail/queue-mail.server.ts";
import { db, runtime } from "../runtime.server.ts";
import { latestFirst } from "./record-inspection.server.ts";
import { requireLandlordOf } from "./tenancy-access.server.ts";
import { recordNotice } from "./tenancy-notices.server.ts";
import { linkedTenant } from "./tenant-recipient.server.ts";

/**
 * SPEC.md §7 `inspectionStartNotify` (PersonID, PropertyID): the landlord tells a linked tenant,
 * by mail in the tenant's language, that the latest inspection is ready to review, and the notice
 * is kept for the tenancy's Notices tab. Before any inspection is recorded: a clear refusal
 * (inspection_missing).
 */
export async function notifyInspectionStart(landlordId: string, propertyId: string, personId: string): Promise<void> {
  const access = await requireLandlordOf(landlordId, propertyId);
  const tenant = await linkedTenant(propertyId, personId);
  await db().transaction(async (tx) => {
    const [latest] = await tx
      .select({ id: inspections.id, kind: inspections.kind, inspectedOn: inspections.inspectedOn })
      .from(inspections)
      .where(eq(inspections.propertyId, propertyId))
      .orderBy(...latestFirst)
      .limit(1);
    if (!latest) throw new AppError("inspection_missing");
    await tx
      .update(inspections)
      .set({ notifiedAt: sql`now()` })
      .where(eq(inspections.id, latest.id));
    await recordNotice(tx, {
      propertyId,
      userId: tenant.id,
      kind: "inspection_start",
      detail: { inspectionKind: latest.kind, inspectedOn: latest.inspectedOn },
    });
  });
  await queueMail({
    to: tenant.email,
    kind: "inspection-started",
    locale: tenant.locale,
    data: { name: tenant.firstName, listingTitle: access.property.title, url: `${publicUrl(runtime().env)}/tenant/${propertyId}/inspections` },
  });
}
