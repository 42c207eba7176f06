import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Request, RequestHandler, Response } from "express";
import { newVisitorPage, type PageViewCounts, type VisitorPage } from "./visitor-page.ts";
import type { Locale } from "../../domain/locale.ts";
import { noteDatabaseFailure } from "../db/availability.server.ts";
import { presentsSessionToken } from "../auth/request-actor.server.ts";
import { countListingView } from "../listings/count-listing-view.server.ts";
import { readFromPrimary } from "../db/read-replicas.server.ts";
import { readDatabase, runtime } from "../runtime.server.ts";
import { recordImpressions } from "../search/record-impressions.server.ts";
import { cacheTagHeader, cdnPurgeConfig } from "./cdn-purge.server.ts";
import { sentEncoding } from "./encoding.server.ts";
import { beforeHead, captureBody } from "./capture-response.server.ts";
import { PageStore, RENDER_WINDOW_MS, type StoredPage } from "./page-store.server.ts";

export { PageStore } from "./page-store.server.ts";

// docs/decisions/0031-visitor-page-cache.md and 0056: the listing, search and home pages of visitors
// without a session, kept as rendered HTML in each process, keyed by language and address, each
// tagged with what it shows (domain/page-tags.ts). Database triggers write, at the commit of each
// change, its generation and the tags it moves (page_cache_changes); every request first reads the
// changes past the last one this process applied, so a page is dropped on the next request after
// one of its tags moves, on every process, and only then.

const brotliCompress = promisify(zlib.brotliCompress);

/**
 * Brotli at quality 6 for a stored page: 15.5 kB for `/rent`'s 156 kB against gzip's 20.2 kB, in
 * about the same 2 ms, spent once per page kept rather than per request (the live answer's
 * `compression()` uses quality 4: 17.0 kB).
 */
function brotliParams(bytes: number): zlib.BrotliOptions {
  const { BROTLI_PARAM_QUALITY, BROTLI_PARAM_MODE, BROTLI_MODE_TEXT, BROTLI_PARAM_SIZE_HINT } = zlib.constants;
  return { params: { [BROTLI_PARAM_QUALITY]: 6, [BROTLI_PARAM_MODE]: BROTLI_MODE_TEXT, [BROTLI_PARAM_SIZE_HINT]: bytes } };
}

/** What no tag follows (a similar listing posted since, "3 days ago") is at most this old. */
export const PAGE_MAX_AGE_MS = 10 * 60_000;
/** A CDN in front is told of changes only through the purge hook: without one it keeps pages for less. */
export const PUBLIC_CACHE_CONTROL = "public, max-age=0, s-maxage=30, stale-while-revalidate=60";
/** With the purge hook (CDN_PURGE: cdn-purge.server.ts) the CDN keeps a page as long as this cache does. */
export const PURGED_PUBLIC_CACHE_CONTROL = `public, max-age=0, s-maxage=${PAGE_MAX_AGE_MS / 1000}, stale-while-revalidate=60`;

const publicCacheControl = () => (cdnPurgeConfig(runtime().env) ? PURGED_PUBLIC_CACHE_CONTROL : PUBLIC_CACHE_CONTROL);
export const SIGNED_IN_CACHE_CONTROL = "private, no-store";
const VISITOR_CACHE_CONTROL = "private, no-cache";
/** Per response, or per visitor: never replayed from a stored page. */
const UNSTORED_HEADERS = new Set([
  "set-cookie",
  "x-request-id",
  "date",
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-length",
  "content-encoding",
  "cache-control",
  "vary",
  "etag",
  "x-page-cache",
]);
/** More changes than this since the last request: everything is dropped rather than read tag by tag. */
const CHANGES_READ_AT_ONCE = 1_000;
const CHANGES = "select generation, tag from page_cache_changes where generation > $1 order by generation limit $2";
const GENERATION = { name: "page_cache_generation", text: "select value from page_cache_generation" };

/**
 * Applies the changes committed since the last this process saw: one index range read, empty
 * while nothing changed. Concurrent requests may read the same changes: applying them twice is harmless.
 */
async function catchUp(pages: PageStore): Promise<void> {
  const since = pages.generation;
  const { rows } = await runtime().pool.query<{ generation: string; tag: string }>({
    name: "page_cache_changes",
    text: CHANGES,
    values: [since, CHANGES_READ_AT_ONCE + 1],
  });
  if (rows.length > CHANGES_READ_AT_ONCE) {
    const { rows: current } = await runtime().pool.query<{ value: string }>(GENERATION);
    pages.dropAll(Number(current[0]?.value ?? 0));
    return;
  }
  pages.apply(rows.map((row) => ({ generation: Number(row.generation), tag: row.tag })));
}

/**
 * A replica that has not replayed the changes just applied would render the page as it was before
 * them, and the cache would keep it as current until its tags move again: such a page is read from
 * the primary (decision 0062). The generation moves in each change's transaction, so a replica at
 * it has replayed them all.
 */
async function readCaughtUpTo(generation: number): Promise<void> {
  const reads = readDatabase();
  if (reads === runtime()) return;
  const { rows } = await reads.pool.query<{ value: string }>(GENERATION).catch(() => ({ rows: [] as Array<{ value: string }> }));
  if (!(Number(rows[0]?.value ?? -1) >= generation)) readFromPrimary();
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
    res.setHeader("Age", Math.max(0, Math.round((Date.now() - page.expiresAt + PAGE_MAX_AGE_MS) / 1000)));
    res.setHeader("Warning", '110 - "Response is Stale"');
  } else {
    res.setHeader("Cache-Control", res.getHeader("set-cookie") ? VISITOR_CACHE_CONTROL : publicCacheControl());
  }
  res.setHeader("X-Page-Cache", stale ? "stale" : "hit");
  res.vary("Accept-Encoding");
  const encoding = sentEncoding(req, ["br", "gzip"]);
  const body =
    encoding === "br" ? page.brotli : encoding === "gzip" ? zlib.gzipSync(zlib.brotliDecompressSync(page.brotli)) : zlib.brotliDecompressSync(page.brotli);
  if (encoding === "br" || encoding === "gzip") res.setHeader("Content-Encoding", encoding);
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
  beforeHead(res, () => {
    const shared = page.sameForEveryVisitor && !signedIn && SHARED_STATUSES.has(res.statusCode);
    // A cookie of the page's own (not the language's, which every view sets again) makes it personal.
    storable = shared && store !== null && String(res.getHeader("set-cookie") ?? "") === cookiesBefore;
    // A CDN in front purges by these (decision 0056): Surrogate-Key, or Cloudflare's Cache-Tag.
    if (shared && page.tags.length) res.setHeader(...cacheTagHeader(cdnPurgeConfig(runtime().env), page.tags));
    if (!res.getHeader("cache-control")) {
      res.setHeader(
        "Cache-Control",
        signedIn ? SIGNED_IN_CACHE_CONTROL : shared && !res.getHeader("set-cookie") ? publicCacheControl() : VISITOR_CACHE_CONTROL,
      );
    }
  });
  if (!store) return;
  captureBody(res, (body) => {
    if (storable && (res.getHeader("content-type") ?? "").toString().startsWith("text/html")) store(body);
  });
}

/**
 * A page, or a gone listing's answer (404 or 410 with similar homes, decision 0079): tagged like
 * the page it replaced, so it goes when the listing comes back. A bare 404 is never the same for
 * everyone by its loader's say, so it is not kept.
 */
const SHARED_STATUSES = new Set([200, 404, 410]);

/** The API, built assets, flags and media never hold a visitor's document. */
const NOT_PAGES = /^\/(api|assets|flags|media)\//;
/** What the answer half left for the render half of a page it did not have. */
const MISSED = "pageCacheMissed";

/**
 * The visitor page cache in two halves (decision 0031). `answer` goes before the overload limit:
 * a stored page costs a fraction of a render, so a busy process still answers it (decision 0042).
 * `render`, in front of React Router, gives every page its Cache-Control and keeps a visitor's page
 * that `answer` did not have, when its loader allows.
 */
export function pageCache(options: { enabled: boolean; maxBytes: number; listLagMs: number }): { answer: RequestHandler; render: RequestHandler } {
  const pages = new PageStore(options.maxBytes);
  const caughtUp = singleFlight(() => catchUp(pages));
  const answer: RequestHandler = async (req, res, next) => {
    if (!options.enabled || !isVisitorDocument(req) || NOT_PAGES.test(req.path)) return next();
    const key = pageKey(res.locals.locale as Locale, req.path, req.url.split("?")[1] ?? "");
    try {
      await caughtUp();
    } catch (error) {
      // The database is down: what this process has is better than an error page (views go uncounted).
      const stale = noteDatabaseFailure(error) ? pages.stale(key) : undefined;
      if (stale) return send(req, res, stale, true);
      req.log.warn({ err: error }, "page cache changes unreadable: rendering");
      return next();
    }
    const stored = pages.get(key);
    if (stored) {
      send(req, res, stored);
      countView(req, stored.counts);
      return;
    }
    // The changes were read before the page's data: one committed meanwhile is applied by a later
    // request, and keeps this page out if it moved one of its tags.
    res.locals[MISSED] = { key, renderedFrom: pages.generation };
    next();
  };
  const render: RequestHandler = async (req, res, next) => {
    const page = newVisitorPage();
    res.locals.visitorPage = page;
    const missed = res.locals[MISSED] as { key: string; renderedFrom: number } | undefined;
    if (!missed) {
      watch(req, res, page, null);
      return next();
    }
    res.setHeader("X-Page-Cache", "miss");
    const { key, renderedFrom } = missed;
    await readCaughtUpTo(renderedFrom);
    const started = Date.now();
    watch(
      req,
      res,
      page,
      req.method !== "GET"
        ? null
        : (identity) => {
            if (Date.now() - started > RENDER_WINDOW_MS) return;
            const headers = Object.entries(res.getHeaders()).filter(([name]) => !UNSTORED_HEADERS.has(name)) as StoredPage["headers"];
            void brotliCompress(identity, brotliParams(identity.length)).then((brotli) =>
              pages.set(key, {
                generation: renderedFrom,
                tags: page.tags,
                expiresAt: Date.now() + PAGE_MAX_AGE_MS,
                renderedAt: started,
                lagMs: page.list ? options.listLagMs : 0,
                status: res.statusCode,
                headers: headers.filter(([, value]) => value !== undefined),
                brotli,
                counts: page.counts,
                bytes: brotli.length + key.length,
              }),
            );
          },
    );
    next();
  };
  return { answer, render };
}

/**
 * One read of the changes at a time per process, however many requests ask: a request that comes
 * while one runs waits for the next, which starts after it came and so sees every change committed
 * before it. Under load that is one query per round trip instead of one per page (decision 0042).
 */
export function singleFlight(read: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | null = null;
  let following: Promise<void> | null = null;
  const start = (): Promise<void> => {
    running = read().finally(() => {
      running = null;
    });
    return running;
  };
  return () => {
    if (!running) return start();
    following ??= running
      .catch(() => {})
      .then(() => {
        following = null;
        return start();
      });
    return following;
  };
}
