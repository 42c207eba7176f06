import { createHash, randomBytes } from "node:crypto";
import { publicUrl } from "../env.server.ts";
import { runtime } from "../runtime.server.ts";

/** The secret part of an invitation link: 32 random bytes; only its hash is stored. */
export function newInvitationToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: hashInvitationToken(token) };
}

export function hashInvitationToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function invitationUrl(token: string): string {
  return `${publicUrl(runtime().env)}/tenant-invitation/${token}`;
}
