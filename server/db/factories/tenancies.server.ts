import { type AreaFinding, completeFindings, type InspectionKind } from "../../../domain/inspections.ts";
import type { InspectionArea } from "../../../domain/listing.ts";
import { defaultLeaseEnd, type Lease } from "../../../domain/tenancy.ts";
import { toMinor } from "../../../domain/money.ts";
import { beirutDay } from "../../../domain/beirut-clock.ts";
import type { Executor } from "../client.server.ts";
import { accounts, inspections, rentPayments, tenantInvitations } from "../schema.ts";
import { DAY_MS } from "../../../domain/days.ts";

/** A lease that started on the first of this month: 1,400 USD a month, due on the 5th. */
function sampleLease(now = new Date()): Lease {
  const leaseStart = `${beirutDay(now).slice(0, 8)}01`;
  return { leaseStart, leaseEnd: defaultLeaseEnd(leaseStart), rentAmount: 1400, unit: "USD", paymentFrequency: "monthly", dueDay: 5, deposit: 1400 };
}

/**
 * Links a tenant to a property (a row in `accounts`), as accepting an invitation does, with a
 * recorded lease unless `lease: null`. Shared by the tests and the demo seed.
 */
export async function createTenancy(
  db: Executor,
  input: { propertyId: string; tenantId: string; lease?: Lease | null; endedOn?: string | null },
): Promise<{ id: string }> {
  const lease = input.lease === undefined ? sampleLease() : input.lease;
  const [row] = await db
    .insert(accounts)
    .values({
      propertyId: input.propertyId,
      userId: input.tenantId,
      endedOn: input.endedOn ?? null,
      ...(lease ? { ...lease, rentAmount: toMinor(lease.rentAmount), deposit: toMinor(lease.deposit) } : {}),
    })
    .returning({ id: accounts.id });
  return row!;
}

/** An inspection as the landlord records it; areas left out are 'Not Inspected'. */
export async function createInspection(
  db: Executor,
  input: {
    id?: string;
    propertyId: string;
    recordedBy: string;
    kind?: InspectionKind;
    inspectedOn?: string;
    findings?: Partial<Record<InspectionArea, AreaFinding>>;
  },
) {
  const [row] = await db
    .insert(inspections)
    .values({
      ...(input.id ? { id: input.id } : {}),
      propertyId: input.propertyId,
      recordedBy: input.recordedBy,
      kind: input.kind ?? "move-in",
      inspectedOn: input.inspectedOn ?? beirutDay(),
      findings: completeFindings(input.findings ?? {}),
    })
    .returning({ id: inspections.id });
  return row!;
}

/** A payment the tenant declared (without its proof), waiting for the landlord to confirm or reject it. */
export async function createDeclaredRentPayment(db: Executor, input: { id: string; accountId: string; tenantId: string; amount?: number }) {
  await db.insert(rentPayments).values({
    id: input.id,
    accountId: input.accountId,
    status: "declared",
    paidOn: beirutDay(),
    amount: toMinor(input.amount ?? 1400),
    unit: "USD",
    method: "bank_transfer",
    recordedBy: input.tenantId,
  });
}

/** A landlord's invitation still pending (its link is never mailed: the token is unknown), valid 14 days. */
export async function createPendingInvitation(
  db: Executor,
  input: { id: string; propertyId: string; landlordId: string; tenantName: string; tenantEmail: string; now?: Date },
) {
  const now = input.now ?? new Date();
  await db.insert(tenantInvitations).values({
    id: input.id,
    propertyId: input.propertyId,
    landlordId: input.landlordId,
    tenantName: input.tenantName,
    tenantEmail: input.tenantEmail,
    tokenHash: `seed:${input.id}`,
    expiresAt: new Date(now.getTime() + 14 * DAY_MS),
  });
}
