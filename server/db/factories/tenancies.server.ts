import { type AreaFinding, completeFindings, type InspectionKind } from "../../../domain/inspections.ts";
import type { InspectionArea } from "../../../domain/listing.ts";
import type { Executor } from "../client.server.ts";
import { accounts, inspections } from "../schema.ts";

/**
 * Links a tenant to a property (an `accounts` row), as accepting an invitation does. Shared by the
 * tests and the demo seed.
 */
export async function linkTenant(db: Executor, input: { propertyId: string; userId: string; leaseStart?: string; leaseEnd?: string }) {
  const [row] = await db.insert(accounts).values(input).returning({ id: accounts.id });
  return row!;
}

/** An inspection as the landlord records it; areas left out are 'Not Inspected'. */
export async function createInspection(
  db: Executor,
  input: { propertyId: string; recordedBy: string; kind?: InspectionKind; inspectedOn?: string; findings?: Partial<Record<InspectionArea, AreaFinding>> },
) {
  const [row] = await db
    .insert(inspections)
    .values({
      propertyId: input.propertyId,
      recordedBy: input.recordedBy,
      kind: input.kind ?? "move-in",
      inspectedOn: input.inspectedOn ?? new Date().toISOString().slice(0, 10),
      findings: completeFindings(input.findings ?? {}),
    })
    .returning({ id: inspections.id });
  return row!;
}
