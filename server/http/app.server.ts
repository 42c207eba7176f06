import fs from "node:fs";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type ErrorRequestHandler } from "express";
import { toNodeHandler } from "better-auth/node";
import { RouterContextProvider, type ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { requestContext } from "./request-context.ts";
import { newVisitorPage, visitorPageContext } from "./visitor-page.ts";
import { LOCALE_COOKIE, resolveLocale } from "../../domain/locale.ts";
import { sendError } from "../api/error-envelope.server.ts";
import { auth } from "../auth/auth.server.ts";
import { mapTileOrigins, publicUrl } from "../env.server.ts";
import { runtime } from "../runtime.server.ts";
import { apiRouter } from "./api.server.ts";
import { readCookie } from "./cookie.server.ts";
import { bodyLimit } from "./body-limit.server.ts";
import { mediaRouter } from "./media.server.ts";
import { unavailableOnDatabaseError, unavailableWhileDatabaseDown } from "./database-unavailable.server.ts";
import { answeredLate, overloadLimit, QUEUE_WAIT_MS } from "./overload.server.ts";
import { collectWhenIdle } from "./idle-collection.server.ts";
import { pageCache } from "./page-cache.server.ts";
import { precompressedStatic, varyByEncodingOnly } from "./precompressed.server.ts";
import { readRouting } from "./read-routing.server.ts";
import { requestLogger } from "./logging.server.ts";
import { sameOriginWrites } from "./same-origin.server.ts";
import { cspNonce, securityHeaders } from "./security.server.ts";

const ONE_YEAR_SECONDS = 31_536_000;
/** Seconds without a request after which a busy process gives its garbage back (decision 0042). */
export const IDLE_COLLECTION_MS = 5_000;
/**
 * Two full collections: the first leaves the old space's half-empty pages mapped (a worker stayed
 * at 266 MB with 59 MB alive), the second compacts them and shrinks the young space (182 MB). On
 * Node 20, `gc` given options (`flavor: "last-resort"`) collected nothing in a trial: called bare.
 */
const collectEverything =
  globalThis.gc &&
  (() => {
    globalThis.gc?.();
    globalThis.gc?.();
  });

export interface AppOptions {
  /** In production the route build is part of this bundle; in development Vite serves it. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  vite?: ViteDevServer;
}

/**
 * better-auth's bearer plugin copies every new session's token into `set-auth-token`. Over HTTP
 * that would hand a page's scripts what the HttpOnly cookie keeps from them (a session refresh
 * answers one too), so these endpoints drop it; the app's token comes from the sign-in use case
 * (decision 0020).
 */
function withoutBearerToken(response: Response): Response {
  if (!response.headers.has("set-auth-token")) return response;
  const headers = new Headers(response.headers);
  headers.delete("set-auth-token");
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

export function createApp(options: AppOptions): express.Express {
  const { env, logger } = runtime();
  const development = Boolean(options.vite);
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.TRUST_PROXY === "true" ? true : env.TRUST_PROXY === "false" ? false : env.TRUST_PROXY);

  app.get("/healthz", async (_req, res) => {
    try {
      await runtime().pool.query("select 1");
      res.status(200).type("text/plain").send("ok");
    } catch {
      res.status(503).type("text/plain").send("database unavailable");
    }
  });

  // Not /healthz: a load balancer's polls keep no process busy.
  app.use(collectWhenIdle({ idleMs: IDLE_COLLECTION_MS, afterRequests: 1_000, collect: collectEverything }));
  app.use(requestLogger(logger));
  app.use(cspNonce);
  app.use(
    securityHeaders({
      development,
      https: publicUrl(env).startsWith("https://"),
      // Photos from the CDN; the configured map tiles.
      imageOrigins: [...mapTileOrigins(env.MAP_TILE_URL), ...(env.MEDIA_CDN_URL ? [new URL(env.MEDIA_CDN_URL).origin] : [])],
      // Sign-in providers, and the card gateway's payment page (buying credits redirects there).
      formActionOrigins: [env.GOOGLE_AUTHORIZATION_URL, env.FACEBOOK_AUTHORIZATION_URL, ...(env.CARD_GATEWAY_URL ? [env.CARD_GATEWAY_URL] : [])].map(
        (url) => new URL(url).origin,
      ),
    }),
  );
  app.use(compression());

  app.use((req, res, next) => {
    const query = typeof req.query.lang === "string" ? req.query.lang : null;
    const locale = resolveLocale({
      query,
      cookie: readCookie(req.headers.cookie, LOCALE_COOKIE),
      acceptLanguage: req.get("accept-language"),
    });
    res.locals.locale = locale;
    // Pages differ by language and by who is signed in.
    res.vary("Cookie");
    res.vary("Accept-Language");
    if (query === locale) {
      res.cookie(LOCALE_COOKIE, locale, { maxAge: ONE_YEAR_SECONDS * 1000, sameSite: "lax", path: "/" });
    }
    next();
  });

  // Visitors' pages from memory when nothing changed, before the overload limit (decision 0031).
  const pages = pageCache({ enabled: env.PAGE_CACHE && !development, maxBytes: env.PAGE_CACHE_MB * 1024 * 1024, listLagMs: env.PAGE_CACHE_LIST_LAG_MS });
  app.use(pages.answer);
  app.use(
    overloadLimit({
      concurrent: env.MAX_CONCURRENT_REQUESTS,
      queued: env.MAX_QUEUED_REQUESTS,
      maxWaitMs: QUEUE_WAIT_MS,
      maxLagMs: env.OVERLOAD_LAG_LIMIT_MS,
      maxAnswerMs: env.OVERLOAD_ANSWER_DEADLINE_MS,
      onTurnedAway: (count) => logger.warn({ turnedAway: count }, "overloaded: requests answered 503 with Retry-After"),
    }),
  );
  app.use(bodyLimit());
  app.use(sameOriginWrites);
  // Visitors' reads on the replicas (decision 0062): after the overload queue, so a request waiting
  // its turn keeps its own choice.
  if (runtime().replicas) app.use(readRouting);
  // Flags by ISO code (country-flag-icons), for the dial-code picker.
  app.use(
    "/flags",
    express.static(path.resolve("node_modules/country-flag-icons/3x2"), { maxAge: "30d", immutable: true, index: false, setHeaders: varyByEncodingOnly }),
  );
  app.use("/media", mediaRouter(env));
  app.use("/api", unavailableWhileDatabaseDown);
  // better-auth reads the raw body itself, so it sits before any body parser.
  app.all(
    "/api/auth/*splat",
    toNodeHandler(async (request) => withoutBearerToken(await auth().handler(request))),
  );
  app.use("/api", apiRouter());

  if (options.vite) {
    app.use(options.vite.middlewares);
  } else {
    const client = path.resolve("build/client");
    // Hashed file names never change: cache them for a year. Sent from the build's compressed copies.
    app.use("/assets", precompressedStatic(path.join(client, "assets"), { maxAgeMs: ONE_YEAR_SECONDS * 1000 }));
    // The few files at the build's root (the favicon, the Open Graph image), by name: one static
    // handler for every address made each rendered page wait on a failed stat() of the disk first.
    const rootFiles = fs.readdirSync(client, { withFileTypes: true }).flatMap((entry) => (entry.isFile() ? [`/${entry.name}`] : []));
    if (rootFiles.length) app.get(rootFiles, express.static(client, { maxAge: "1h", index: false, setHeaders: varyByEncodingOnly }));
  }

  // Every page's Cache-Control, and a visitor's page kept for the next (decision 0031).
  app.use(pages.render);
  app.use(unavailableWhileDatabaseDown);
  app.all(
    "/{*splat}",
    createRequestHandler({
      build: options.build,
      mode: development ? "development" : "production",
      getLoadContext: (req, res) => {
        const context = new RouterContextProvider();
        context.set(requestContext, {
          requestId: String(req.id),
          cspNonce: res.locals.cspNonce as string,
          locale: res.locals.locale,
          clientAddress: req.ip ?? "unknown",
        });
        context.set(visitorPageContext, res.locals.visitorPage ?? newVisitorPage());
        return context;
      },
    }),
  );

  const onError: ErrorRequestHandler = (error, req, res, _next) => {
    if (answeredLate(res)) return;
    const status = typeof error?.status === "number" && error.status < 500 ? error.status : 500;
    if (status >= 500) req.log.error({ err: error }, "unhandled error");
    if (res.headersSent) return;
    if (req.path.startsWith("/api/")) {
      sendError(res, status === 413 ? "payload_too_large" : status < 500 ? "invalid_payload" : "internal");
    } else {
      res
        .status(status)
        .type("text/plain")
        .send(status === 500 ? "Something went wrong" : "Bad request");
    }
  };
  app.use(unavailableOnDatabaseError);
  app.use(onError);
  return app;
}
