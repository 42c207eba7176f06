import { recordAdminAction } from "../audit/record-admin-action.server.ts";
import { currentLbpPerUsd, insertExchangeRate } from "../money/exchange-rate.server.ts";
import { recomputePricesLater } from "../money/recompute-prices.job.server.ts";
import { db } from "../runtime.server.ts";
import { requireAdmin } from "./require-admin.server.ts";

/** An admin sets a new LBP per USD rate; calculated prices follow in a background job. */
export async function setExchangeRateAsAdmin(adminId: string, lbpPerUsd: number): Promise<void> {
  await db().transaction(async (tx) => {
    await requireAdmin(tx, adminId);
    const before = await currentLbpPerUsd(tx);
    const id = await insertExchangeRate(tx, lbpPerUsd, adminId);
    await recordAdminAction(tx, {
      adminId,
      kind: "exchange_rate_set",
      record: { type: "exchange_rate", id },
      before: { lbpPerUsd: before },
      after: { lbpPerUsd },
    });
  });
  await recomputePricesLater();
}
