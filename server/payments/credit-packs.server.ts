import { asc } from "drizzle-orm";
import type { Executor } from "../db/client.server.ts";
import { creditPacks } from "../db/schema.ts";
import { requireAdmin } from "../admin/require-admin.server.ts";
import { db } from "../runtime.server.ts";

/** The packs on sale, in USD, smallest first. */
export async function listCreditPacks(executor: Executor = db()): Promise<number[]> {
  const rows = await executor.select().from(creditPacks).orderBy(asc(creditPacks.amountUsd));
  return rows.map((row) => row.amountUsd);
}

/** An admin replaces the packs (payments already made keep their amounts). */
export async function setCreditPacks(adminId: string, packs: number[]): Promise<void> {
  await db().transaction(async (tx) => {
    await requireAdmin(tx, adminId);
    await tx.delete(creditPacks);
    await tx.insert(creditPacks).values(packs.map((amountUsd) => ({ amountUsd })));
  });
}
