import path from "node:path";
import type { FileStorage } from "./storage.server.ts";
import { localStorage, storageFor } from "./storage.server.ts";
import { runtime } from "../runtime.server.ts";

/** Keys of private files start with this; the public media route never serves them. */
export const PRIVATE_PREFIX = "private";

let cached: { root: string; storage: FileStorage } | null = null;

/**
 * Where private files live (a tenant's proof of payment, a lease): a folder beside the public
 * media one, never served by /media, or the bucket under `private/` (which the media route
 * refuses). They are read only through routes that check who asks on every download.
 */
export function privateStorage(): FileStorage {
  const env = runtime().env;
  if (env.S3_BUCKET) return storageFor(env);
  const root = path.join(env.DATA_DIR, "private");
  if (cached?.root !== root) cached = { root, storage: localStorage(root) };
  return cached.storage;
}

export function privateKey(...segments: string[]): string {
  return [PRIVATE_PREFIX, ...segments].join("/");
}
