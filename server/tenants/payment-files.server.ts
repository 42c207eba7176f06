import { and, eq } from "drizzle-orm";
import { isId } from "../../domain/ids.ts";
import { accounts, rentPayments, users } from "../db/schema.ts";
import { AppError } from "../errors.server.ts";
import { db, privateStorage } from "../runtime.server.ts";
import { requireTenancyAccess, type TenancyAccess } from "./tenancy-access.server.ts";
import { recordedLease } from "./tenant-account.server.ts";
import { type ProratedRent, proratedLastPeriod, type RentPeriod } from "../../domain/tenancy.ts";

/** A payment of the tenancy the user may read: any for the landlord, their own for a (former) tenant. */
async function readablePayment(userId: string, propertyId: string, paymentId: string) {
  const access = await requireTenancyAccess(userId, propertyId);
  if (!isId(paymentId)) throw new AppError("not_found");
  const own = access.role === "landlord" ? undefined : eq(accounts.userId, userId);
  const [found] = await db()
    .select({ payment: rentPayments, account: accounts, tenantName: users.name })
    .from(rentPayments)
    .innerJoin(accounts, eq(accounts.id, rentPayments.accountId))
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(and(eq(rentPayments.id, paymentId), eq(accounts.propertyId, propertyId), own))
    .limit(1);
  if (!found) throw new AppError("not_found");
  return { access, ...found };
}

/** A declared payment's proof, checked on every download; never a public address. */
export async function readPaymentProof(userId: string, propertyId: string, paymentId: string): Promise<{ body: Buffer; contentType: string }> {
  const { payment } = await readablePayment(userId, propertyId, paymentId);
  if (!payment.proofKey || !payment.proofContentType) throw new AppError("not_found");
  const body = await privateStorage().get(payment.proofKey);
  if (!body) throw new AppError("not_found");
  return { body, contentType: payment.proofContentType };
}

export interface Receipt {
  access: TenancyAccess;
  payment: typeof rentPayments.$inferSelect;
  account: typeof accounts.$inferSelect;
  tenantName: string;
  landlordName: string;
  /** The ended tenancy's last period when it was prorated and this payment was made towards it (decision 0077). */
  proratedPeriod: (RentPeriod & ProratedRent) | null;
}

/**
 * A confirmed payment's receipt (number, payer, amount, method, and the last period's proration
 * when it paid towards it); a payment not confirmed has none.
 */
export async function readReceipt(userId: string, propertyId: string, paymentId: string): Promise<Receipt> {
  const found = await readablePayment(userId, propertyId, paymentId);
  if (found.payment.status !== "confirmed") throw new AppError("not_found");
  const [landlord] = await db().select({ name: users.name }).from(users).where(eq(users.id, found.access.property.ownerId));
  const { account, payment } = found;
  const lastPeriod = account.endedOn && account.leaseStart ? proratedLastPeriod(recordedLease(account), account.endedOn) : null;
  return { ...found, landlordName: landlord?.name ?? "", proratedPeriod: lastPeriod && payment.paidOn >= lastPeriod.periodStart ? lastPeriod : null };
}
