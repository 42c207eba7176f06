import { inArray, sql } from "drizzle-orm";
import { rateLimits } from "../db/schema.ts";
import { AppError } from "../errors.server.ts";
import { db, runtime } from "../runtime.server.ts";

export interface RateLimitRule {
  max: number;
  windowSeconds: number;
}

/**
 * Counts one attempt under `key` in a fixed window, atomically in
 * PostgreSQL (so every instance shares the count). True while allowed.
 */
export async function allowAttempt(key: string, rule: RateLimitRule): Promise<boolean> {
  return (await countAttempt(key, rule)).allowed;
}

/** `allowAttempt`, also telling how many seconds are left in the window (a 429's Retry-After) and the count so far. */
export async function countAttempt(key: string, rule: RateLimitRule): Promise<{ allowed: boolean; retryAfterSeconds: number; hits: number }> {
  const { rows } = await db().execute<{ hits: number; retry_after: number }>(sql`
    insert into rate_limits (key, hits, window_started_at) values (${key}, 1, now())
    on conflict (key) do update set
      hits = case when rate_limits.window_started_at < now() - make_interval(secs => ${rule.windowSeconds})
                  then 1 else rate_limits.hits + 1 end,
      window_started_at = case when rate_limits.window_started_at < now() - make_interval(secs => ${rule.windowSeconds})
                  then now() else rate_limits.window_started_at end
    returning hits,
      ceil(extract(epoch from window_started_at + make_interval(secs => ${rule.windowSeconds}) - now()))::int as retry_after`);
  const row = rows[0];
  const hits = row?.hits ?? 0;
  return { allowed: hits <= rule.max, retryAfterSeconds: Math.max(1, row?.retry_after ?? rule.windowSeconds), hits };
}

/**
 * Takes back one attempt counted under each key: limits that count failures only count every
 * attempt first (so parallel guesses cannot slip past the check) and forgive the ones that did not fail.
 */
export async function forgiveAttempts(keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await db()
    .update(rateLimits)
    .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
    .where(inArray(rateLimits.key, [...keys]));
}

/**
 * Per-address ceilings of the account actions, per window: one carrier-NAT, campus or office
 * address is hundreds of people (decision 0044), so an address is only stopped far above what a
 * crowd does; the per-email rule is what stops a run at one account.
 */
const ADDRESS_CEILINGS = { "sign-in": 300, "sign-up": 100, reset: 100, resend: 100 } as const;

/** One rule per email and a crowd-sized ceiling per client address: both must allow the attempt. */
export async function allowAccountAttempt(
  action: keyof typeof ADDRESS_CEILINGS,
  clientAddress: string,
  email: string | undefined,
  rule: RateLimitRule,
): Promise<boolean> {
  if (!runtime().env.AUTH_RATE_LIMIT) return true;
  const byAddress = await allowAttempt(`${action}:ip:${clientAddress}`, { ...rule, max: ADDRESS_CEILINGS[action] });
  const byEmail = email ? await allowAttempt(`${action}:email:${email}`, rule) : true;
  return byAddress && byEmail;
}

/** `allowAccountAttempt` for a use case: a refused attempt throws `rate_limited`. */
export async function requireAccountAttempt(...attempt: Parameters<typeof allowAccountAttempt>): Promise<void> {
  if (!(await allowAccountAttempt(...attempt))) throw new AppError("rate_limited");
}
