import os from "node:os";
import { z } from "zod";
import { LOG_FORMATS } from "./logger.server.ts";

// Every environment variable Beitna reads is declared here, checked once at
// boot. `.env.example` mirrors this list; keep the two in step.
const booleanFlag = z
  .enum(["true", "false", "1", "0", "yes", "no", "on", "off"])
  .transform((value) => value === "true" || value === "1" || value === "yes" || value === "on");

// Map tiles: a Leaflet URL template. Leaflet fills {s} (one of its default subdomains a, b, c),
// {z}, {x}, {y} and {r} ("@2x" on retina screens); any other name throws in the browser.
const TILE_PLACEHOLDER = /\{ *([\w -]+) *\}/g; // Leaflet's own pattern
const TILE_NAMES = new Set(["s", "z", "x", "y", "r"]);
const TILE_SUBDOMAINS = ["a", "b", "c"];
const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);
const TILE_EXAMPLE = "such as https://tile.openstreetmap.org/{z}/{x}/{y}.png";

/** One tile's address: the first tile (z, x, y = 0) or another, on a retina screen (= 1, "@2x"). */
function tileUrl(template: string, subdomain: string, other = false): URL {
  const values: Record<string, string> = { s: subdomain, r: other ? "@2x" : "", z: other ? "1" : "0", x: other ? "1" : "0", y: other ? "1" : "0" };
  return new URL(template.replace(TILE_PLACEHOLDER, (_match, name: string) => values[name] ?? ""));
}

/** What is wrong with a tile URL template, in words for the boot error; null when it is usable. */
export function mapTileTemplateProblem(template: string): string | null {
  const names = [...template.matchAll(TILE_PLACEHOLDER)].map((match) => match[1] ?? "");
  const unknown = names.find((name) => !TILE_NAMES.has(name));
  if (unknown !== undefined) return `{${unknown}} is not a placeholder Leaflet fills ({s}, {z}, {x}, {y}, {r})`;
  if (!["z", "x", "y"].every((name) => names.includes(name))) return `must contain {z}, {x} and {y}, ${TILE_EXAMPLE}`;
  let first: URL;
  let other: URL;
  try {
    [first, other] = [tileUrl(template, "a"), tileUrl(template, "a", true)];
  } catch {
    return `must be a URL template ${TILE_EXAMPLE}`;
  }
  if (!(first.protocol === "https:" || (first.protocol === "http:" && LOOPBACK_HOSTS.has(first.hostname)))) {
    return "must use https (http only for localhost)";
  }
  // The CSP lists the tile origins, so only the subdomain may vary in the host.
  if (first.origin !== other.origin) return "only {s} may appear in the host";
  return null;
}

/** The origins a tile URL template loads from (one per subdomain with {s}): the CSP's img-src lists them. */
export function mapTileOrigins(template: string): string[] {
  return [...new Set(TILE_SUBDOMAINS.map((subdomain) => tileUrl(template, subdomain).origin))];
}

const mapTileTemplate = z
  .string()
  .trim()
  .superRefine((template, ctx) => {
    const problem = mapTileTemplateProblem(template);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  PUBLIC_URL: z.url().optional(),
  TRUST_PROXY: z.string().default("loopback"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  // JSON lines for a log collector; on a terminal (`npm start`) one readable line each, unless "json".
  LOG_FORMAT: z.enum(LOG_FORMATS).default("auto"),
  DATABASE_URL: z.url().optional(),
  // Connections per web process (each of WEB_CONCURRENCY has its own pool).
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  // Streaming replicas of DATABASE_URL (comma-separated): visitors' searches and pages read from
  // them, each with a pool of DATABASE_POOL_SIZE; unset, everything reads the primary (decision 0062).
  DATABASE_READ_URLS: z
    .string()
    .default("")
    .transform((value) =>
      value
        .split(",")
        .map((url) => url.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url())),
  // Web processes sharing the port (Node's cluster). Unset: one per CPU core in production, one
  // in development and tests. Background jobs run once, in the primary (docs/decisions/0031).
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  // Requests each web process works on at once, and how many more wait for a turn; beyond that it
  // answers 503 with Retry-After at once rather than slowing every request down (decision 0042).
  MAX_CONCURRENT_REQUESTS: z.coerce.number().int().min(1).max(10_000).default(10),
  MAX_QUEUED_REQUESTS: z.coerce.number().int().min(0).max(100_000).default(20),
  // A read with no answer begun this long after it arrived (queue included) is answered 503 rather
  // than left to a client's usual 10 s time-out: on a starved machine a turn alone can take that.
  OVERLOAD_ANSWER_DEADLINE_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  // The event loop running later than this means the process has more work than CPU (its renders,
  // or other processes on the machine): a queued request would wait well past its 2 s, so none waits.
  OVERLOAD_LAG_LIMIT_MS: z.coerce.number().int().min(50).max(600_000).default(500),
  // The visitor page cache (decision 0031): "off" renders every page, as for signed-in users.
  PAGE_CACHE: booleanFlag.default(true),
  // Its size in each web process, in megabytes (the least recently used pages go first).
  PAGE_CACHE_MB: z.coerce.number().int().min(1).max(4096).default(64),
  // How long home and the search pages may still be served after a change they show, counted from
  // their render (decision 0071): a second, as a search engine's index refreshes. 0: the next request.
  PAGE_CACHE_LIST_LAG_MS: z.coerce.number().int().min(0).max(60_000).default(1_000),
  DATA_DIR: z.string().min(1).default(".data"),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(5433),
  SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  SEED_DEMO: booleanFlag.default(true),
  // Sign-in attempts and costly API functions are limited per client; only test runs that sign
  // in many users from one address turn this off.
  AUTH_RATE_LIMIT: booleanFlag.default(true),
  // Other sites' origins whose pages may call the JSON API from a browser (comma-separated). None
  // by default: the phone app sends no Origin and needs no CORS.
  API_CORS_ORIGINS: z
    .string()
    .default("")
    .transform((value) =>
      value
        .split(",")
        .map((origin) => origin.trim().replace(/\/$/, ""))
        .filter(Boolean),
    )
    .pipe(z.array(z.url())),
  // Mail: SMTP when set (smtp://user:pass@host:587), else files in DATA_DIR/outbox.
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().min(3).default("Beitna <no-reply@beitna.com>"),
  // Google and Facebook sign-in (OAuth code flow). Endpoints are configurable
  // so that tests can use a local OAuth server.
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_AUTHORIZATION_URL: z.url().default("https://accounts.google.com/o/oauth2/v2/auth"),
  GOOGLE_TOKEN_URL: z.url().default("https://oauth2.googleapis.com/token"),
  GOOGLE_USERINFO_URL: z.url().default("https://openidconnect.googleapis.com/v1/userinfo"),
  FACEBOOK_CLIENT_ID: z.string().optional(),
  FACEBOOK_CLIENT_SECRET: z.string().optional(),
  FACEBOOK_AUTHORIZATION_URL: z.url().default("https://www.facebook.com/v18.0/dialog/oauth"),
  FACEBOOK_TOKEN_URL: z.url().default("https://graph.facebook.com/v18.0/oauth/access_token"),
  FACEBOOK_USERINFO_URL: z.url().default("https://graph.facebook.com/v18.0/me?fields=id,first_name,last_name,name,email,picture"),
  // Listing photos: an S3-compatible bucket when S3_BUCKET is set, else DATA_DIR/media.
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default("auto"),
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  // Tenancy files (leases, IDs): a bucket nothing serves publicly, same credentials; else DATA_DIR/private.
  S3_PRIVATE_BUCKET: z.string().min(1).optional(),
  // Public base URL of the bucket or its CDN; without it photos are served by /media.
  MEDIA_CDN_URL: z.url().optional(),
  // A CDN in front of the pages, told of each change by purging its tags (decision 0056): then it
  // keeps visitors' pages as long as this server does. The service is Fastly's service id or
  // Cloudflare's zone id; the API's address is the provider's unless given (tests use a local one).
  CDN_PURGE: z.enum(["fastly", "cloudflare"]).optional(),
  CDN_PURGE_SERVICE: z.string().trim().min(1).optional(),
  CDN_PURGE_TOKEN: z.string().min(1).optional(),
  CDN_PURGE_API_URL: z.url().optional(),
  // Every map's tiles. OpenStreetMap's own servers by default, whose usage policy does not allow
  // heavy use: production points these at its own provider (docs/decisions/0013-map-tiles.md).
  MAP_TILE_URL: mapTileTemplate.default("https://tile.openstreetmap.org/{z}/{x}/{y}.png"),
  // Shown in the map's corner as HTML (Leaflet's attribution control), so it may hold a link.
  MAP_TILE_ATTRIBUTION: z.string().trim().min(1).default("© OpenStreetMap"),
  // Card payments: Mastercard Payment Gateway Hosted Checkout (areeba). Without the URL, merchant
  // id and API password the card option is hidden (docs/decisions/0024).
  CARD_GATEWAY_URL: z.url().optional(),
  CARD_GATEWAY_MERCHANT_ID: z.string().trim().min(1).optional(),
  CARD_GATEWAY_API_PASSWORD: z.string().min(1).optional(),
  CARD_GATEWAY_API_VERSION: z.coerce.number().int().min(63).max(200).default(100),
  CARD_GATEWAY_MERCHANT_NAME: z.string().trim().min(1).default("Beitna"),
  // Where manual payments go, shown in the payer's instructions.
  PAYMENT_BANK_DETAILS: z.string().trim().min(1).default("Beitna SAL, IBAN LB62 0999 0000 0001 0019 0122 9114"),
  PAYMENT_WALLET_PHONE: z.string().trim().min(1).default("+961 1 234 567"),
  PAYMENT_OFFICE_ADDRESS: z.string().trim().min(1).default("Beitna, Hamra Street, Beirut (Monday to Friday, 9:00 to 17:00)"),
  APP_STORE_URL: z.url().default("https://apps.apple.com/lb/app/beitna/id6450000000"),
  PLAY_STORE_URL: z.url().default("https://play.google.com/store/apps/details?id=com.beitna.app"),
});

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {}

/** Parses the environment; the error names the first bad variable in one line. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const result = envSchema.safeParse(present);
  if (!result.success) {
    const issue = result.error.issues[0];
    const name = issue?.path.join(".") ?? "environment";
    throw new EnvError(`Invalid environment variable ${name}: ${issue?.message ?? "invalid value"}`);
  }
  if (result.data.NODE_ENV === "production" && result.data.DATABASE_URL && !result.data.SESSION_SECRET) {
    throw new EnvError("Invalid environment variable SESSION_SECRET: required when DATABASE_URL points at a shared database");
  }
  if (result.data.DATABASE_READ_URLS.length && !result.data.DATABASE_URL) {
    throw new EnvError("Invalid environment variable DATABASE_READ_URLS: replicas need DATABASE_URL, their primary");
  }
  if (result.data.CDN_PURGE && !(result.data.CDN_PURGE_SERVICE && result.data.CDN_PURGE_TOKEN)) {
    throw new EnvError("Invalid environment variable CDN_PURGE_SERVICE: required with CDN_PURGE (and CDN_PURGE_TOKEN)");
  }
  if (result.data.S3_BUCKET && !(result.data.S3_ACCESS_KEY_ID && result.data.S3_SECRET_ACCESS_KEY)) {
    throw new EnvError("Invalid environment variable S3_ACCESS_KEY_ID: required with S3_BUCKET (and S3_SECRET_ACCESS_KEY)");
  }
  return result.data;
}

let cached: Env | undefined;

export function env(): Env {
  cached ??= parseEnv();
  return cached;
}

export function publicUrl(config: Env = env()): string {
  return (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, "");
}

/** Web processes: WEB_CONCURRENCY, else one per core in production and one in development and tests. */
export function webProcessCount(config: Env, cores = os.availableParallelism()): number {
  return config.WEB_CONCURRENCY ?? (config.NODE_ENV === "production" ? cores : 1);
}
