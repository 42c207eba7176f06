import { eq } from "drizzle-orm";
import { type BoostSettings, boostSettingsSchema, DEFAULT_BOOST_SETTINGS } from "../../domain/boost.ts";
import type { Database, Transaction } from "../db/client.server.ts";
import { appSettings } from "../db/schema.ts";
import { requireAdmin } from "../admin/require-admin.server.ts";
import { db } from "../runtime.server.ts";

const KEY = "boost";

/** The boost's price and cooldown as admins set them, else the defaults (2 USD, 24 hours). */
export async function readBoostSettings(tx: Database | Transaction = db()): Promise<BoostSettings> {
  const [row] = await tx.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, KEY));
  const stored = boostSettingsSchema.safeParse(row?.value);
  return stored.success ? stored.data : DEFAULT_BOOST_SETTINGS;
}

/** An admin sets the boost's price and cooldown. */
export async function saveBoostSettings(adminId: string, settings: BoostSettings): Promise<void> {
  await db().transaction(async (tx) => {
    await requireAdmin(tx, adminId);
    await tx
      .insert(appSettings)
      .values({ key: KEY, value: settings, updatedBy: adminId })
      .onConflictDoUpdate({ target: appSettings.key, set: { value: settings, updatedBy: adminId, updatedAt: new Date() } });
  });
}
