import crypto from "node:crypto";
import type { Logger } from "pino";
import { pinoHttp } from "pino-http";

/** One JSON line per request: id, method, path, status and duration. */
export function requestLogger(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId: (req, res) => {
      const incoming = req.headers["x-request-id"];
      const id = typeof incoming === "string" && /^[\w-]{8,64}$/.test(incoming) ? incoming : crypto.randomUUID();
      res.setHeader("x-request-id", id);
      return id;
    },
    // Only what identifies the request; headers (cookies) and bodies never.
    serializers: {
      req: (req: { id: string; method: string; url: string }) => ({
        id: req.id,
        method: req.method,
        path: req.url.split("?")[0],
      }),
      res: (res: { statusCode: number }) => ({ status: res.statusCode }),
    },
    customSuccessMessage: () => "request",
    customErrorMessage: () => "request failed",
    customAttributeKeys: { responseTime: "durationMs" },
    // 503 is "come back soon" (the database is away, decision 0041; too many requests, decision 0042):
    // its cause is logged once, not per request, since a line per refusal is more work when there is least room for it.
    customLogLevel: (_req, res, error) => (res.statusCode === 503 ? "info" : error || res.statusCode >= 500 ? "error" : "info"),
    autoLogging: { ignore: (req) => req.url === "/healthz" },
    quietReqLogger: true,
  });
}
