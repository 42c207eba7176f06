import { setExchangeRate } from "../money/exchange-rate.server.ts";
import { db } from "../runtime.server.ts";
import { requireAdmin } from "./require-admin.server.ts";

/** An admin sets a new LBP per USD rate; calculated prices follow in a background job. */
export async function setExchangeRateAsAdmin(adminId: string, lbpPerUsd: number): Promise<void> {
  await requireAdmin(db(), adminId);
  await setExchangeRate(lbpPerUsd, adminId);
}
