import { and, eq } from "drizzle-orm";
import type { UnsubscribeTarget } from "../../domain/notifications.ts";
import { savedSearches } from "../db/schema.ts";
import { AppError } from "../errors.server.ts";
import { db } from "../runtime.server.ts";
import { setMailPreferences } from "./mail-preferences.server.ts";
import { readUnsubscribeToken } from "./unsubscribe-link.server.ts";

/** What a link turns off, for its confirmation page: a kind of mail, or a saved search by name. */
export type UnsubscribeSubject = { kind: Extract<UnsubscribeTarget, { kind: string }>["kind"] } | { savedSearchName: string };

function readOrRefuse(token: string) {
  const request = readUnsubscribeToken(token);
  if (!request) throw new AppError("unsubscribe_link_invalid");
  return request;
}

/** The confirmation page's question; a link whose saved search is gone is refused. */
export async function describeUnsubscribe(token: string): Promise<UnsubscribeSubject> {
  const { userId, target } = readOrRefuse(token);
  if ("kind" in target) return { kind: target.kind };
  const [search] = await db()
    .select({ name: savedSearches.name })
    .from(savedSearches)
    .where(and(eq(savedSearches.id, target.savedSearchId), eq(savedSearches.userId, userId)));
  if (!search) throw new AppError("unsubscribe_link_invalid");
  return { savedSearchName: search.name };
}

/**
 * Turns off what the signed link names, for the user it names (the token is the authority: the
 * one-click POST of a mail client carries no session). Doing it twice changes nothing.
 */
export async function unsubscribe(token: string): Promise<UnsubscribeSubject> {
  const subject = await describeUnsubscribe(token);
  const { userId, target } = readOrRefuse(token);
  if ("kind" in target) await setMailPreferences(userId, { [target.kind]: "none" });
  else
    await db().transaction(async (tx) => {
      await tx
        .update(savedSearches)
        .set({ frequency: "off" })
        .where(and(eq(savedSearches.id, target.savedSearchId), eq(savedSearches.userId, userId)));
    });
  return subject;
}
