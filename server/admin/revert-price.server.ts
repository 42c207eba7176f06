import { desc, eq } from "drizzle-orm";
import type { Currency } from "../../domain/listing.ts";
import { priceMarkAfterRevert } from "../../domain/price-history.ts";
import { recordAdminAction } from "../audit/record-admin-action.server.ts";
import { listingPriceHistory, properties } from "../db/schema.ts";
import { AppError } from "../errors.server.ts";
import { liveColumns } from "../listings/derived-columns.server.ts";
import { storeQualityScores } from "../listings/listing-quality.server.ts";
import { fieldsOfRow } from "../listings/listing-revisions.server.ts";
import { notify } from "../notifications/notifications.server.ts";
import { db } from "../runtime.server.ts";
import { requireAdmin } from "./require-admin.server.ts";

export interface PriceRevert {
  propertyId: string;
  /** The change to undo; without it, the listing's latest change (the API's shorthand). */
  changeId?: number;
  reason: string;
}

/**
 * An admin undoes an owner's live price change (decision 0076): the price it replaced comes back,
 * recorded in the listing's price history with the admin as its author and in the audit trail, the
 * "reduced" mark ends, and the owner reads the admin's reason in their feed. Only the listing's
 * latest change, once: a later change or a revert already made answers `price_not_revertable`.
 */
export async function revertPrice(adminId: string, revert: PriceRevert, now = new Date()): Promise<{ price: number; unit: Currency }> {
  await requireAdmin(db(), adminId);
  const reason = revert.reason.trim();
  if (!reason) throw new AppError("reason_required");
  return db().transaction(async (tx) => {
    const [row] = await tx.select().from(properties).where(eq(properties.id, revert.propertyId)).for("update");
    if (!row || row.isDeleted) throw new AppError("not_found");
    const [latest] = await tx
      .select()
      .from(listingPriceHistory)
      .where(eq(listingPriceHistory.propertyId, row.id))
      .orderBy(desc(listingPriceHistory.changedAt), desc(listingPriceHistory.id))
      .limit(1);
    const stillShown = latest && latest.newPrice === row.price && latest.newUnit === row.unit;
    if (!latest || latest.revertsId !== null || !stillShown || (revert.changeId !== undefined && latest.id !== revert.changeId))
      throw new AppError("price_not_revertable");
    const restored = { price: latest.oldPrice, unit: latest.oldUnit as Currency };
    await tx
      .update(properties)
      .set({
        ...(await liveColumns(tx, { ...fieldsOfRow(row), ...restored })),
        ...priceMarkAfterRevert(row, restored),
      })
      .where(eq(properties.id, row.id));
    await tx.insert(listingPriceHistory).values({
      propertyId: row.id,
      actorId: adminId,
      oldPrice: row.price,
      oldUnit: row.unit,
      newPrice: restored.price,
      newUnit: restored.unit,
      changedAt: now,
      revertsId: latest.id,
    });
    await storeQualityScores(tx, [row.id]);
    await recordAdminAction(tx, {
      adminId,
      kind: "price_reverted",
      record: { type: "listing", id: row.id },
      before: { price: row.price, unit: row.unit },
      after: { price: restored.price, unit: restored.unit, revertedChange: latest.id },
      reason,
      at: now,
    });
    await notify(tx, {
      userId: row.ownerId,
      kind: "price_reverted",
      subjectId: row.id,
      propertyId: row.id,
      link: "/dashboard",
      params: { amount: restored.price, currency: restored.unit, reason },
    });
    return restored;
  });
}
