import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Request, RequestHandler, Response } from "express";
import { newVisitorPage, type PageViewCounts, type VisitorPage } from "../../app/lib/visitor-page.ts";
import type { Locale } from "../../domain/locale.ts";
import { noteDatabaseFailure } from "../db/availability.server.ts";
import { presentsSessionToken } from "../auth/request-actor.server.ts";
import { countListingView } from "../listings/count-listing-view.server.ts";
import { runtime } from "../runtime.server.ts";
import { recordImpressions } from "../search/record-impressions.server.ts";

// docs/decisions/0031-visitor-page-cache.md: the listing, search and home pages of visitors without
// a session, kept as rendered HTML in each process, keyed by language and address, valid while
// PostgreSQL's page_cache_generation (moved by triggers at every change of a public listing) stays
// the same, and for a minute at most (the owner's name, the exchange rate, similar listings).

const gzip = promisify(zlib.gzip);

/** What is not tracked by the generation (owner's profile, exchange rate, a listing's expiry time) is at most this old. */
export const PAGE_TTL_MS = 60_000;
/** For a CDN in front: it cannot be told of changes, so it keeps pages for less. */
export const PUBLIC_CACHE_CONTROL = "public, max-age=0, s-maxage=30, stale-while-revalidate=60";
export const SIGNED_IN_CACHE_CONTROL = "private, no-store";
const VISITOR_CACHE_CONTROL = "private, no-cache";
/** Per response, or per visitor: never replayed from a stored page. */
const UNSTORED_HEADERS = new Set(["set-cookie", "x-request-id", "date", "connection", "keep-alive", "transfer-encoding", "content-length", "content-encoding", "cache-control", "vary", "etag", "x-page-cache"]);

interface StoredPage {
  generation: number;
  expiresAt: number;
  status: number;
  headers: Array<[string, string | number | readonly string[]]>;
  identity: Buffer;
  gzipped: Buffer;
  counts: PageViewCounts;
  bytes: number;
}

/** Least recently used pages go first once the total size passes the budget. */
class PageStore {
  private readonly pages = new Map<string, StoredPage>();
  private bytes = 0;
  /** The newest generation seen: pages of an older one are dropped at once. */
  generation = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string): StoredPage | undefined {
    const page = this.pages.get(key);
    if (!page) return undefined;
    if (page.generation !== this.generation || page.expiresAt <= Date.now()) {
      this.delete(key);
      return undefined;
    }
    // Most recently used last.
    this.pages.delete(key);
    this.pages.set(key, page);
    return page;
  }

  /** The page however old, without touching the order: for when the database cannot say (decision 0041). */
  stale(key: string): StoredPage | undefined {
    return this.pages.get(key);
  }

  set(key: string, page: StoredPage): void {
    if (page.generation !== this.generation || page.bytes > this.maxBytes / 8) return;
    this.delete(key);
    this.pages.set(key, page);
    this.bytes += page.bytes;
    for (const [oldest] of this.pages) {
      if (this.bytes <= this.maxBytes) break;
      this.delete(oldest);
    }
  }

  moveTo(generation: number): void {
    if (generation === this.generation) return;
    this.generation = generation;
    this.pages.clear();
    this.bytes = 0;
  }

  private delete(key: string): void {
    const page = this.pages.get(key);
    if (!page) return;
    this.pages.delete(key);
    this.bytes -= page.bytes;
  }
}

const GENERATION = { name: "page_cache_generation", text: "select value from page_cache_generation" };

async function currentGeneration(): Promise<number> {
  const { rows } = await runtime().pool.query<{ value: string }>(GENERATION);
  return Number(rows[0]?.value ?? 0);
}

/** The request as a web Headers, for the same session test as the app's (a cookie or a bearer). */
export function hasSession(req: Request): boolean {
  return presentsSessionToken(new Headers({ cookie: req.headers.cookie ?? "", authorization: req.headers.authorization ?? "" }));
}

/** Language and address, the query's parameters in name order (the same search written two ways is one page). */
export function pageKey(locale: Locale, path: string, query: string): string {
  const params = new URLSearchParams(query);
  params.sort();
  const search = params.toString();
  return `${locale} ${path}${search ? `?${search}` : ""}`;
}

/** A document for a visitor without a session: the only requests the cache answers or fills. */
function isVisitorDocument(req: Request): boolean {
  return (req.method === "GET" || req.method === "HEAD") && !req.path.endsWith(".data") && !hasSession(req);
}

/** A view the cache answers counts what the rendered page counted (the counters leave crawlers out). */
function countView(req: Request, counts: PageViewCounts): void {
  const userAgent = req.get("user-agent") ?? "";
  if (counts.impressions?.length) recordImpressions(counts.impressions, userAgent);
  if (counts.listingView) {
    countListingView(counts.listingView, { address: req.ip ?? "unknown", userAgent }).catch((error: unknown) =>
      runtime().logger.warn({ err: error }, "a cached page's view could not be counted"),
    );
  }
}

function send(req: Request, res: Response, page: StoredPage, stale = false): void {
  res.status(page.status);
  for (const [name, value] of page.headers) res.setHeader(name, value);
  if (stale) {
    // Nobody keeps it: the page may be out of date, and the database says so only once it is back.
    res.setHeader("Cache-Control", "no-store");
    res.setHeader("Age", Math.max(0, Math.round((Date.now() - page.expiresAt + PAGE_TTL_MS) / 1000)));
    res.setHeader("Warning", '110 - "Response is Stale"');
  } else {
    res.setHeader("Cache-Control", res.getHeader("set-cookie") ? VISITOR_CACHE_CONTROL : PUBLIC_CACHE_CONTROL);
  }
  res.setHeader("X-Page-Cache", stale ? "stale" : "hit");
  res.vary("Accept-Encoding");
  const gzipped = req.acceptsEncodings("gzip", "identity") === "gzip";
  const body = gzipped ? page.gzipped : page.identity;
  if (gzipped) res.setHeader("Content-Encoding", "gzip");
  res.setHeader("Content-Length", body.length);
  res.end(req.method === "HEAD" ? undefined : body);
}

/**
 * Sets the page's Cache-Control as its head goes out, unless the route chose its own; and, for a
 * visitor's page the loader called the same for everyone, keeps what is sent.
 */
function watch(req: Request, res: Response, page: VisitorPage, store: ((body: Buffer) => void) | null): void {
  const cookiesBefore = String(res.getHeader("set-cookie") ?? "");
  const signedIn = hasSession(req);
  let storable = false;
  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, ...args: Parameters<Response["writeHead"]>) {
    const shared = page.sameForEveryVisitor && !signedIn && res.statusCode === 200;
    // A cookie of the page's own (not the language's, which every view sets again) makes it personal.
    storable = shared && store !== null && String(res.getHeader("set-cookie") ?? "") === cookiesBefore;
    if (!res.getHeader("cache-control")) {
      res.setHeader("Cache-Control", signedIn ? SIGNED_IN_CACHE_CONTROL : shared && !res.getHeader("set-cookie") ? PUBLIC_CACHE_CONTROL : VISITOR_CACHE_CONTROL);
    }
    return writeHead.apply(this, args);
  } as Response["writeHead"];
  if (!store) return;

  const chunks: Buffer[] = [];
  const write = res.write;
  const end = res.end;
  // Kept from the first piece on: whether the page may be stored is known once its head is written.
  const keep = (chunk: unknown, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === "function") return;
    chunks.push(Buffer.isBuffer(chunk) ? chunk : typeof chunk === "string" ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8") : Buffer.from(chunk as Uint8Array));
  };
  res.write = function (this: Response, chunk: unknown, ...rest: unknown[]) {
    keep(chunk, rest[0]);
    return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
  } as Response["write"];
  res.end = function (this: Response, chunk?: unknown, ...rest: unknown[]) {
    keep(chunk, rest[0]);
    return (end as (...args: unknown[]) => Response).call(this, chunk, ...rest);
  } as Response["end"];
  // Only a page sent whole is kept (not one whose client went away).
  res.once("finish", () => {
    if (storable && (res.getHeader("content-type") ?? "").toString().startsWith("text/html")) store(Buffer.concat(chunks));
  });
}

/**
 * The middleware in front of React Router. Every page gets its Cache-Control; a visitor's document
 * comes from the cache when this process has it for the current generation, else it is rendered
 * (and kept when its loader allows).
 */
export function pageCache(options: { enabled: boolean; maxBytes: number }): RequestHandler {
  const pages = new PageStore(options.maxBytes);
  return async (req, res, next) => {
    const page = newVisitorPage();
    res.locals.visitorPage = page;
    if (!options.enabled || !isVisitorDocument(req)) {
      watch(req, res, page, null);
      return next();
    }
    let generation: number;
    try {
      generation = await currentGeneration();
    } catch (error) {
      // The database is down: what this process has is better than an error page (views go uncounted).
      const stale = noteDatabaseFailure(error) ? pages.stale(pageKey(res.locals.locale as Locale, req.path, req.url.split("?")[1] ?? "")) : undefined;
      if (stale) return send(req, res, stale, true);
      req.log.warn({ err: error }, "page cache generation unreadable: rendering");
      watch(req, res, page, null);
      return next();
    }
    if (generation > pages.generation) pages.moveTo(generation);
    const key = pageKey(res.locals.locale as Locale, req.path, req.url.split("?")[1] ?? "");
    const stored = pages.get(key);
    if (stored) {
      send(req, res, stored);
      countView(req, stored.counts);
      return;
    }
    res.setHeader("X-Page-Cache", "miss");
    // The generation was read before the page's data: a change committed meanwhile moves it again.
    watch(req, res, page, req.method !== "GET" ? null : (identity) => {
      const headers = Object.entries(res.getHeaders()).filter(([name]) => !UNSTORED_HEADERS.has(name)) as StoredPage["headers"];
      void gzip(identity).then((gzipped) =>
        pages.set(key, {
          generation,
          expiresAt: Date.now() + PAGE_TTL_MS,
          status: res.statusCode,
          headers: headers.filter(([, value]) => value !== undefined),
          identity,
          gzipped,
          counts: page.counts,
          bytes: identity.length + gzipped.length + key.length,
        }),
      );
    });
    next();
  };
}
