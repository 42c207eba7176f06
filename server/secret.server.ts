import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";

/**
 * The signing secret for sessions. Production sets SESSION_SECRET; a local
 * install makes one on first start and keeps it beside its database, so
 * sessions survive a restart without any .env file.
 */
export async function localSecret(dataDir: string): Promise<string> {
  const file = path.join(dataDir, "session-secret");
  const existing = await fs.readFile(file, "utf8").catch(() => "");
  if (existing.trim().length >= 32) return existing.trim();
  const secret = crypto.randomBytes(32).toString("base64url");
  await fs.mkdir(dataDir, { recursive: true });
  await fs.writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
