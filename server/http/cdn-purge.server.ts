import { eq, sql } from "drizzle-orm";
import type { Logger } from "pino";
import { z } from "zod";
import type { Env } from "../env.server.ts";
import { appSettings } from "../db/schema.ts";
import { db } from "../runtime.server.ts";

// The CDN purge hook of decision 0056: the tags every change moved (page_cache_changes, written by
// the database triggers at each commit) are sent to the CDN's purge-by-tag API, so a CDN in front
// may keep visitors' pages as long as this server's own cache does. One instance purges at a time
// (an advisory lock), from a watermark kept in the database: a restart or another instance takes
// over where the last one stopped, and a purge that fails is sent again.

export interface CdnPurgeConfig {
  provider: "fastly" | "cloudflare";
  /** Fastly's service id or Cloudflare's zone id. */
  service: string;
  token: string;
  apiUrl: string;
}

const API_URLS = { fastly: "https://api.fastly.com", cloudflare: "https://api.cloudflare.com/client/v4" } as const;

/** Tags per call: Cloudflare purges at most 30 tags a request, Fastly 256 surrogate keys. */
const TAGS_PER_CALL = { fastly: 256, cloudflare: 30 } as const;

/** More distinct tags than this in one run: the whole CDN cache is purged instead (as the page cache drops all past 1,000 changes). */
const TAGS_AT_ONCE = 1_000;

/** Generations read per run: a busy hour's changes go out over a few runs rather than in one transaction. */
const GENERATIONS_PER_RUN = 500;

/** How long a purge call may take before the run gives up (and the next one sends it again). */
const CALL_TIMEOUT_MS = 10_000;

const WATERMARK_KEY = "cdn_purge_watermark";
const watermarkSchema = z.object({ generation: z.number().int().min(0) });

export function cdnPurgeConfig(env: Env): CdnPurgeConfig | null {
  if (!env.CDN_PURGE || !env.CDN_PURGE_SERVICE || !env.CDN_PURGE_TOKEN) return null;
  return {
    provider: env.CDN_PURGE,
    service: env.CDN_PURGE_SERVICE,
    token: env.CDN_PURGE_TOKEN,
    apiUrl: (env.CDN_PURGE_API_URL ?? API_URLS[env.CDN_PURGE]).replace(/\/$/, ""),
  };
}

/** The header that names a visitor page's tags to the CDN: Fastly reads `Surrogate-Key` (spaces), Cloudflare `Cache-Tag` (commas). */
export function cacheTagHeader(config: CdnPurgeConfig | null, tags: readonly string[]): [name: string, value: string] {
  return config?.provider === "cloudflare" ? ["Cache-Tag", tags.join(",")] : ["Surrogate-Key", tags.join(" ")];
}

/** One call of the provider's purge API: these tags, or everything. Throws on anything but a 2xx. */
async function callPurgeApi(config: CdnPurgeConfig, what: { tags: readonly string[] } | "everything"): Promise<void> {
  const request: { path: string; headers: Record<string, string>; body: string | undefined } =
    config.provider === "fastly"
      ? what === "everything"
        ? { path: `/service/${encodeURIComponent(config.service)}/purge_all`, headers: {}, body: undefined }
        : {
            path: `/service/${encodeURIComponent(config.service)}/purge`,
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ surrogate_keys: what.tags }),
          }
      : {
          path: `/zones/${encodeURIComponent(config.service)}/purge_cache`,
          headers: { "content-type": "application/json" },
          body: JSON.stringify(what === "everything" ? { purge_everything: true } : { tags: what.tags }),
        };
  const auth: Record<string, string> = config.provider === "fastly" ? { "fastly-key": config.token } : { authorization: `Bearer ${config.token}` };
  const response = await fetch(`${config.apiUrl}${request.path}`, {
    method: "POST",
    headers: { accept: "application/json", ...auth, ...request.headers },
    body: request.body,
    signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
  });
  await response.body?.cancel();
  if (!response.ok) throw new Error(`The CDN's purge API answered ${response.status}`);
}

/** The tags, in as many calls as the provider needs, or one purge of everything when they are too many. */
export async function purgeTags(config: CdnPurgeConfig, tags: readonly string[]): Promise<void> {
  if (tags.length > TAGS_AT_ONCE) return callPurgeApi(config, "everything");
  const size = TAGS_PER_CALL[config.provider];
  for (let start = 0; start < tags.length; start += size) await callPurgeApi(config, { tags: tags.slice(start, start + size) });
}

/**
 * Sends the tags moved since the watermark and moves it, in one transaction: when a call fails,
 * nothing moves and the next run sends them again. Answers how many tags went out, or null when
 * another instance holds the turn. The first run starts from the changes of the last ten minutes:
 * what the CDN keeps is no older (`PAGE_MAX_AGE_MS`, the CDN's `s-maxage`).
 */
export async function purgeCdnOnce(config: CdnPurgeConfig): Promise<number | null> {
  return db().transaction(async (tx) => {
    const { rows: turn } = await tx.execute<{ mine: boolean }>(sql`select pg_try_advisory_xact_lock(hashtext('cdn-purge')) as mine`);
    if (!turn[0]?.mine) return null;
    const [stored] = await tx.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, WATERMARK_KEY));
    const known = watermarkSchema.safeParse(stored?.value);
    const after = known.success
      ? known.data.generation
      : Number(
          (
            await tx.execute<{ generation: string }>(
              sql`select coalesce(max(generation), 0) as generation from page_cache_changes where at < now() - interval '10 minutes'`,
            )
          ).rows[0]?.generation ?? 0,
        );
    const { rows } = await tx.execute<{ generation: string; tags: string[] }>(sql`
      select generation, array_agg(tag) as tags from page_cache_changes
      where generation > ${after} group by generation order by generation limit ${GENERATIONS_PER_RUN}`);
    if (rows.length === 0) return 0;
    const tags = [...new Set(rows.flatMap((row) => row.tags))];
    await purgeTags(config, tags);
    const value = { generation: Number(rows.at(-1)!.generation) };
    await tx
      .insert(appSettings)
      .values({ key: WATERMARK_KEY, value })
      .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: new Date() } });
    return tags.length;
  });
}

/** Purges every second in the process that runs the jobs; a failed run is logged and tried again. */
export function startCdnPurger(config: CdnPurgeConfig, logger: Logger, intervalMs = 1_000): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  let failing = false;
  const timer = setInterval(() => {
    running = running.then(async () => {
      try {
        await purgeCdnOnce(config);
        if (failing) logger.info("CDN purges go through again");
        failing = false;
      } catch (error) {
        // One line when it starts failing, not one a second.
        if (!failing) logger.warn({ err: error }, "CDN purge failed: its tags are sent again on the next run");
        failing = true;
      }
    });
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
