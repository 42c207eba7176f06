import crypto from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import { apiIdempotencyKeys } from "../db/schema.ts";
import { db } from "../runtime.server.ts";

export interface StoredAnswer {
  status: number;
  body: unknown;
}

type Claim = { kind: "claimed" } | { kind: "replay"; answer: StoredAnswer } | { kind: "conflict" };

interface KeyScope {
  callerKey: string;
  functionName: string;
  key: string;
}

const where = (scope: KeyScope) =>
  and(eq(apiIdempotencyKeys.callerKey, scope.callerKey), eq(apiIdempotencyKeys.functionName, scope.functionName), eq(apiIdempotencyKeys.key, scope.key));

export function hashPayload(payload: unknown): string {
  return crypto
    .createHash("sha256")
    .update(JSON.stringify(payload ?? null))
    .digest("base64url");
}

/**
 * Claims `key` for this call. The first call with a key runs; a later call with the same key and
 * payload gets the first answer back; another payload, or a call while the first still runs, is
 * a conflict (the client must not reuse a key for a different request).
 */
export async function claimIdempotencyKey(scope: KeyScope, requestHash: string): Promise<Claim> {
  const [inserted] = await db()
    .insert(apiIdempotencyKeys)
    .values({ ...scope, requestHash })
    .onConflictDoNothing()
    .returning({ key: apiIdempotencyKeys.key });
  if (inserted) return { kind: "claimed" };
  const [existing] = await db().select().from(apiIdempotencyKeys).where(where(scope)).limit(1);
  if (!existing || existing.requestHash !== requestHash || existing.status === null) return { kind: "conflict" };
  return { kind: "replay", answer: { status: existing.status, body: existing.response } };
}

/** Keeps the answer of a claimed key, for the replays. */
export async function storeIdempotentAnswer(scope: KeyScope, answer: StoredAnswer): Promise<void> {
  await db()
    .update(apiIdempotencyKeys)
    .set({ status: answer.status, response: answer.body })
    .where(and(where(scope), isNull(apiIdempotencyKeys.status)));
}

/** A call that failed unexpectedly frees its key: the client may retry with it. */
export async function releaseIdempotencyKey(scope: KeyScope): Promise<void> {
  await db()
    .delete(apiIdempotencyKeys)
    .where(and(where(scope), isNull(apiIdempotencyKeys.status)));
}

/** Keys older than a day are forgotten (run by a daily job). */
export async function purgeIdempotencyKeys(): Promise<number> {
  const result = await db()
    .delete(apiIdempotencyKeys)
    .where(sql`${apiIdempotencyKeys.createdAt} < now() - interval '1 day'`);
  return result.rowCount ?? 0;
}
