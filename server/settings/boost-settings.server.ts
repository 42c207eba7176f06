import { type BoostSettings, boostSettingsSchema, DEFAULT_BOOST_SETTINGS } from "../../domain/boost.ts";
import type { Executor } from "../db/client.server.ts";
import { readAppSetting, saveAppSetting } from "./app-setting.server.ts";

const KEY = "boost";

/** The boost's price and cooldown as admins set them, else the defaults (2 USD, 24 hours). */
export function readBoostSettings(executor?: Executor): Promise<BoostSettings> {
  return readAppSetting(KEY, boostSettingsSchema, DEFAULT_BOOST_SETTINGS, executor);
}

/** An admin sets the boost's price and cooldown. */
export function saveBoostSettings(adminId: string, settings: BoostSettings): Promise<void> {
  return saveAppSetting(adminId, KEY, settings);
}
