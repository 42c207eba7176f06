import { desc, eq, sql } from "drizzle-orm";
import { minorOfStored } from "../../domain/money.ts";
import {
  ADMIN_PAYMENTS_PAGE_SIZE,
  type PaymentCurrency,
  type PaymentMethod,
  type PaymentStatus,
  type PaymentView,
  type RevenueRow,
} from "../../domain/payments.ts";
import { payments, plans, properties, users } from "../db/schema.ts";
import { requireAdmin } from "../admin/require-admin.server.ts";
import { AppError } from "../errors.server.ts";
import { db } from "../runtime.server.ts";
import { beirutZone } from "../db/beirut-zone.server.ts";

const columns = {
  payment: payments,
  planName: plans.name,
  propertyTitle: properties.title,
  buyerFirst: users.firstName,
  buyerLast: users.lastName,
  buyerEmail: users.email,
  buyerPhone: users.phone,
};

function selectPayments() {
  return db()
    .select(columns)
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .leftJoin(plans, eq(plans.id, payments.planId))
    .leftJoin(properties, eq(properties.id, payments.propertyId))
    .$dynamic();
}

type Row = Awaited<ReturnType<ReturnType<typeof selectPayments>["execute"]>>[number];

function view(row: Row): PaymentView {
  const p = row.payment;
  return {
    id: p.id,
    reference: p.reference,
    status: p.status as PaymentStatus,
    method: p.method as PaymentMethod,
    amount: p.amount,
    currency: p.currency as PaymentCurrency,
    amountCents: p.amountCents,
    lbpPerUsd: p.lbpPerUsd,
    refundedCents: p.refundedCents,
    planName: row.planName,
    propertyId: p.propertyId,
    propertyTitle: row.propertyTitle,
    receiptNumber: p.receiptNumber,
    rejectionReason: p.rejectionReason,
    hasProof: p.proofKey !== null,
    createdAt: p.createdAt.toISOString(),
    confirmedAt: p.confirmedAt?.toISOString() ?? null,
    buyer: { id: p.userId, name: `${row.buyerFirst} ${row.buyerLast}`.trim(), email: row.buyerEmail, phone: row.buyerPhone },
  };
}

/** The user's own payments, newest first. */
export async function userPayments(userId: string, limit = 10): Promise<PaymentView[]> {
  const rows = await selectPayments().where(eq(payments.userId, userId)).orderBy(desc(payments.createdAt)).limit(limit);
  return rows.map(view);
}

/** One payment for its payer or an admin; anyone else is told it does not exist. */
export async function paymentFor(viewerId: string, paymentId: string): Promise<PaymentView> {
  const [row] = await selectPayments().where(eq(payments.id, paymentId));
  if (!row) throw new AppError("not_found");
  if (row.payment.userId !== viewerId)
    await requireAdmin(db(), viewerId).catch(() => {
      throw new AppError("not_found");
    });
  return view(row);
}

/** The admin's list: pending first (oldest waiting first), then the newest. */
export async function adminPayments(adminId: string, page: number): Promise<{ items: PaymentView[]; total: number }> {
  await requireAdmin(db(), adminId);
  const rows = await selectPayments()
    .orderBy(
      sql`(${payments.status} = 'pending') desc`,
      sql`case when ${payments.status} = 'pending' then ${payments.createdAt} end asc`,
      desc(payments.createdAt),
    )
    .limit(ADMIN_PAYMENTS_PAGE_SIZE)
    .offset((Math.max(1, page) - 1) * ADMIN_PAYMENTS_PAGE_SIZE);
  const [count] = await db()
    .select({ total: sql<number>`count(*)::int` })
    .from(payments);
  return { items: rows.map(view), total: count?.total ?? 0 };
}

/** Confirmed money by month (Beirut time) and method, newest month first; refunds to credits shown apart. */
export async function revenueSummary(adminId: string): Promise<RevenueRow[]> {
  await requireAdmin(db(), adminId);
  const { rows } = await db().execute<{ month: string; method: PaymentMethod; count: string; gross: string; refunded: string }>(sql`
    select to_char(confirmed_at at time zone ${beirutZone}, 'YYYY-MM') as month, method, count(*) as count,
      sum(amount_usd) as gross, sum(refunded_usd) as refunded
    from payments where status in ('confirmed', 'refunded')
    group by 1, 2 order by 1 desc, 2`);
  return rows.map((row) => ({
    month: row.month,
    method: row.method,
    count: Number(row.count),
    grossCents: minorOfStored(row.gross),
    refundedCents: minorOfStored(row.refunded),
  }));
}
