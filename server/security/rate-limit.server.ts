import { sql } from "drizzle-orm";
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

/** `allowAttempt`, also telling how many seconds are left in the window (a 429's Retry-After). */
export async function countAttempt(key: string, rule: RateLimitRule): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
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
  return { allowed: (row?.hits ?? 0) <= rule.max, retryAfterSeconds: Math.max(1, row?.retry_after ?? rule.windowSeconds) };
}

/** One rule per client address and one per email: both must allow the attempt. */
export async function allowAccountAttempt(
  action: "sign-in" | "sign-up" | "reset" | "resend",
  clientAddress: string,
  email: string | undefined,
  rule: RateLimitRule,
): Promise<boolean> {
  if (!runtime().env.AUTH_RATE_LIMIT) return true;
  const byAddress = await allowAttempt(`${action}:ip:${clientAddress}`, { ...rule, max: rule.max * 4 });
  const byEmail = email ? await allowAttempt(`${action}:email:${email}`, rule) : true;
  return byAddress && byEmail;
}

/** `allowAccountAttempt` for a use case: a refused attempt throws `rate_limited`. */
export async function requireAccountAttempt(...attempt: Parameters<typeof allowAccountAttempt>): Promise<void> {
  if (!(await allowAccountAttempt(...attempt))) throw new AppError("rate_limited");
}
