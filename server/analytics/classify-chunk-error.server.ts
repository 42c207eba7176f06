import fs from "node:fs/promises";
import path from "node:path";
import type { ChunkErrorType } from "../../domain/chunk-errors.ts";

const CLIENT_ASSETS = path.resolve("build/client/assets");

/**
 * The browser cannot tell a missing chunk from a network error; the server
 * can: a chunk of ours that is not on disk (an old page after a deploy) is
 * "missing".
 */
export async function classifyChunkError(type: ChunkErrorType, chunk: string | undefined): Promise<ChunkErrorType> {
  if (type !== "error" || !chunk) return type;
  let pathname: string;
  try {
    pathname = new URL(chunk, "http://beitna.local").pathname;
  } catch {
    return type;
  }
  if (!pathname.startsWith("/assets/")) return type;
  const file = path.join(CLIENT_ASSETS, path.basename(pathname));
  const exists = await fs
    .access(file)
    .then(() => true)
    .catch(() => false);
  return exists ? type : "missing";
}
