import express, { type RequestHandler, Router } from "express";
import { clientEventSchema } from "../../domain/analytics.ts";
import { classifyChunkError } from "../analytics/classify-chunk-error.server.ts";
import { recordVisitEvent } from "../analytics/record-visit-event.server.ts";
import { renderDocsPage } from "../api/docs-page.server.ts";
import { sendError } from "../api/error-envelope.server.ts";
import { openApiDocument } from "../api/openapi.server.ts";
import { API_FUNCTIONS } from "../api/registry.server.ts";
import { functionsRouter, MAX_BODY } from "../api/router.server.ts";
import { uploadPhoto } from "../api/uploads.server.ts";
import { publicUrl } from "../env.server.ts";
import { runtime } from "../runtime.server.ts";

/** Browsers on the configured other origins may call the API (API_CORS_ORIGINS); nobody else. */
function corsForConfiguredOrigins(): RequestHandler {
  return (req, res, next) => {
    const origin = req.get("origin");
    if (!origin || !runtime().env.API_CORS_ORIGINS.includes(origin)) return next();
    res.vary("Origin");
    res.set("Access-Control-Allow-Origin", origin);
    if (req.method !== "OPTIONS") return next();
    res
      .set("Access-Control-Allow-Methods", "POST, GET")
      .set("Access-Control-Allow-Headers", "Authorization, Content-Type, Idempotency-Key, Accept-Language")
      .set("Access-Control-Max-Age", "600")
      .status(204)
      .end();
  };
}

/** The JSON API (DESIGN.md): the registry's functions, photo uploads, their OpenAPI document and reference, and first-party events. */
export function apiRouter(): Router {
  const router = Router();
  router.use(corsForConfiguredOrigins());
  router.use("/functions", functionsRouter(API_FUNCTIONS));
  router.post("/uploads", uploadPhoto);

  // Made once per process: the document follows the registry, which only changes with a release.
  let document: ReturnType<typeof openApiDocument> | undefined;
  let reference: string | undefined;
  const openApi = () => (document ??= openApiDocument(API_FUNCTIONS, publicUrl(runtime().env)));
  router.get("/openapi.json", (_req, res) => {
    res.set("Cache-Control", "public, max-age=300").json(openApi());
  });
  router.get("/docs", (_req, res) => {
    res
      .set("Cache-Control", "public, max-age=300")
      .type("html")
      .send((reference ??= renderDocsPage(openApi(), publicUrl(runtime().env))));
  });

  router.post("/events", express.json({ limit: MAX_BODY }), async (req, res) => {
    const parsed = clientEventSchema.safeParse(req.body ?? {});
    if (!parsed.success) return sendError(res, "invalid_payload");
    const payload = parsed.data;
    if (payload.kind === "chunk_error") {
      payload.type = await classifyChunkError(payload.type, payload.chunk);
      req.log.warn({ chunkError: payload }, "a lazy chunk failed to load");
    }
    await recordVisitEvent(payload, { userAgent: req.get("user-agent") ?? "", locale: res.locals.locale });
    res.status(202).json({ success: true });
  });

  router.use((_req, res) => sendError(res, "unknown_function"));
  return router;
}
