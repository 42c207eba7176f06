import crypto from "node:crypto";
import { z } from "zod";
import { MAIL_PREFERENCE_KINDS, type UnsubscribeTarget } from "../../domain/notifications.ts";
import { publicUrl } from "../env.server.ts";
import { runtime } from "../runtime.server.ts";

// A generic signed unsubscribe link (decision 0027): who, and what to turn off, signed with the
// server's secret. It never expires (a mail read a year later must still work) and holds nothing
// secret; a forged or altered link fails the signature.

const tokenSchema = z.object({
  u: z.uuid(),
  t: z.union([z.object({ kind: z.enum(MAIL_PREFERENCE_KINDS) }), z.object({ savedSearchId: z.uuid() })]),
});

export interface UnsubscribeRequest {
  userId: string;
  target: UnsubscribeTarget;
}

function signature(payload: string): string {
  return crypto.createHmac("sha256", runtime().secret).update(`unsubscribe\n${payload}`).digest("base64url");
}

export function unsubscribeToken(userId: string, target: UnsubscribeTarget): string {
  const payload = Buffer.from(JSON.stringify({ u: userId, t: target })).toString("base64url");
  return `${payload}.${signature(payload)}`;
}

/** The request a token stands for, or null when it was not signed by us (or was altered). */
export function readUnsubscribeToken(token: string): UnsubscribeRequest | null {
  const [payload, signed, ...rest] = token.split(".");
  if (!payload || !signed || rest.length) return null;
  const expected = Buffer.from(signature(payload));
  const given = Buffer.from(signed);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
  try {
    const parsed = tokenSchema.safeParse(JSON.parse(Buffer.from(payload, "base64url").toString("utf8")));
    return parsed.success ? { userId: parsed.data.u, target: parsed.data.t } : null;
  } catch {
    return null;
  }
}

/** The page that confirms with one button; mail clients POST to the same address (RFC 8058). */
export function unsubscribeUrl(userId: string, target: UnsubscribeTarget): string {
  return `${publicUrl(runtime().env)}/unsubscribe?token=${encodeURIComponent(unsubscribeToken(userId, target))}`;
}

/** What a notification or alert mail carries for one-click unsubscribing: nodemailer's `list` and the POST header. */
export interface UnsubscribeHeaders {
  list: { unsubscribe: string };
  headers: { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

/**
 * The `List-Unsubscribe` (via nodemailer's `list` option) and `List-Unsubscribe-Post` headers of a
 * mail to `userId` about `target`: a mail client's "Unsubscribe" POSTs to the link without a page.
 */
export function unsubscribeHeaders(url: string): UnsubscribeHeaders {
  return {
    list: { unsubscribe: url },
    headers: { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}
