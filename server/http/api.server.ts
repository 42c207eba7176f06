import express, { Router } from "express";
import { clientEventSchema, startupEventSchema } from "../../domain/analytics.ts";
import { classifyChunkError } from "../analytics/classify-chunk-error.server.ts";
import { recordVisitEvent } from "../analytics/record-visit-event.server.ts";
import { parsePayload } from "./functions/payload.server.ts";
import { searchFunction } from "./functions/search.server.ts";
import { sharePropertyFunction } from "./functions/share-property.server.ts";
import { similarFunction } from "./functions/similar.server.ts";

/** The JSON API: `/api/functions/:name` (DESIGN.md) and first-party events. */
export function apiRouter(): Router {
  const router = Router();
  router.use(express.json({ limit: "64kb" }));

  router.post("/functions/IP", async (req, res) => {
    const payload = parsePayload(startupEventSchema, req, res);
    if (!payload) return;
    await recordVisitEvent({ kind: "startup", page: payload.page }, { userAgent: payload.userAgent, locale: res.locals.locale });
    res.json({ success: true });
  });

  // SPEC.md §7's named functions, with the spec's payload field names.
  router.post("/functions/search", searchFunction);
  router.post("/functions/similar", similarFunction);
  router.post("/functions/Share_Property", sharePropertyFunction);

  router.post("/events", async (req, res) => {
    const payload = parsePayload(clientEventSchema, req, res);
    if (!payload) return;
    if (payload.kind === "chunk_error") {
      payload.type = await classifyChunkError(payload.type, payload.chunk);
      req.log.warn({ chunkError: payload }, "a lazy chunk failed to load");
    }
    await recordVisitEvent(payload, { userAgent: req.get("user-agent") ?? "", locale: res.locals.locale });
    res.status(202).json({ success: true });
  });

  router.use((_req, res) => {
    res.status(404).json({ success: false, error: { code: "not_found", message: "No such API endpoint" } });
  });
  return router;
}
