import { z } from "zod";
import { DEFAULT_CREDIT_PACKS } from "../../domain/credits.ts";
import type { Executor } from "../db/client.server.ts";
import { readAppSetting, saveAppSetting } from "./app-setting.server.ts";

const KEY = "credit-packs";
const packsSchema = z.array(z.number().int().min(1).max(10_000)).min(1);

/** The packs on sale, in USD, smallest first: an admin setting, else 10, 25, 50 and 100. */
export async function listCreditPacks(executor?: Executor): Promise<number[]> {
  const packs = await readAppSetting(KEY, packsSchema, [...DEFAULT_CREDIT_PACKS], executor);
  return [...packs].sort((a, b) => a - b);
}

/** An admin replaces the packs (payments already made keep their amounts). */
export function setCreditPacks(adminId: string, packs: number[]): Promise<void> {
  return saveAppSetting(adminId, KEY, packsSchema.parse(packs));
}
