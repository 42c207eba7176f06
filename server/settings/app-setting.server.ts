import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Executor } from "../db/client.server.ts";
import { appSettings } from "../db/schema.ts";
import { requireAdmin } from "../admin/require-admin.server.ts";
import { recordAdminAction } from "../audit/record-admin-action.server.ts";
import { db } from "../runtime.server.ts";

/** An admin setting stored under `key` (boost, credit packs), or `fallback` when none is saved or it no longer parses. */
export async function readAppSetting<T>(key: string, schema: z.ZodType<T>, fallback: T, executor: Executor = db()): Promise<T> {
  const [row] = await executor.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, key));
  const stored = schema.safeParse(row?.value);
  return stored.success ? stored.data : fallback;
}

/** An admin saves a setting, checked as an admin in the same transaction. */
export async function saveAppSetting(adminId: string, key: string, value: unknown): Promise<void> {
  await db().transaction(async (tx) => {
    await requireAdmin(tx, adminId);
    const [before] = await tx.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, key)).for("update");
    await tx
      .insert(appSettings)
      .values({ key, value, updatedBy: adminId })
      .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedBy: adminId, updatedAt: new Date() } });
    await recordAdminAction(tx, {
      adminId,
      kind: "setting_updated",
      record: { type: "setting", id: key },
      before: before ? { value: before.value } : null,
      after: { value },
    });
  });
}
