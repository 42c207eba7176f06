import express, { type ErrorRequestHandler, type Request, type Response, Router } from "express";
import { ZodError } from "zod";
import { type ErrorCode, errorStatus } from "../../domain/errors.ts";
import type { MessageKey } from "../../domain/i18n/i18n.ts";
import type { Locale } from "../../domain/locale.ts";
import { withReadScope } from "../db/read-replicas.server.ts";
import { AppError } from "../errors.server.ts";
import { unavailableOnDatabaseError } from "../http/database-unavailable.server.ts";
import { catalogI18n } from "../i18n/translate.server.ts";
import { runtime } from "../runtime.server.ts";
import { countAttempt } from "../security/rate-limit.server.ts";
import { resolveCaller } from "./caller.server.ts";
import { type ApiContext, type ApiFunction, type Caller, compactName } from "./define-function.server.ts";
import { errorBody, sendError } from "./error-envelope.server.ts";
import { claimIdempotencyKey, hashPayload, releaseIdempotencyKey, storeIdempotentAnswer } from "./idempotency.server.ts";
import { answeredLate } from "../http/overload.server.ts";
import type { UploadedFile } from "../http/multipart.server.ts";
import { idempotentContent, readFunctionFiles } from "./function-files.server.ts";
import { markWrite, wroteLately } from "../http/read-routing.server.ts";

/** JSON bodies above this are refused (413): the largest payload, a listing, is a few kB. */
export const MAX_BODY = "64kb";

/**
 * The first problem of a payload, as `path: message` in the caller's language (the shared schemas'
 * messages are catalog keys; zod's own, for a payload of the wrong shape, are said as they are).
 */
function describeIssue(error: ZodError, locale: Locale): string {
  const issue = error.issues[0];
  const { t, exists } = catalogI18n(locale);
  return `${issue?.path.join(".") || "body"}: ${issue ? (exists(issue.message) ? t(issue.message as MessageKey) : issue.message) : "invalid"}`;
}

/** An Express request's headers as the Fetch API's, for better-auth and the use cases. */
export function requestHeaders(req: Request): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  return headers;
}

/** Over its limits: the 429 has been sent with Retry-After. */
async function overLimit(fn: ApiFunction, caller: Caller | null, req: Request, res: Response): Promise<boolean> {
  if (!fn.rateLimits?.length || !runtime().env.AUTH_RATE_LIMIT) return false;
  const address = req.ip ?? "unknown";
  for (const rule of fn.rateLimits) {
    const who = rule.per === "caller" && caller ? `user:${caller.id}` : `ip:${address}`;
    const verdict = await countAttempt(`api:${compactName(fn.name)}:${who}`, rule);
    if (!verdict.allowed) {
      res.set("Retry-After", String(verdict.retryAfterSeconds));
      sendError(res, "rate_limited");
      return true;
    }
  }
  return false;
}

/** The access rule refuses: the 401/403 has been sent. */
function refused(fn: ApiFunction, caller: Caller | null, expired: boolean, res: Response): boolean {
  if (fn.access === "anyone") return false;
  if (!caller) {
    sendError(res, expired ? "session_expired" : "sign_in_required");
    return true;
  }
  if (fn.access === "admin" && !caller.isAdmin) {
    sendError(res, "forbidden");
    return true;
  }
  return false;
}

async function run(fn: ApiFunction, input: unknown, context: ApiContext, fromReplica = false): Promise<{ status: number; body: unknown }> {
  try {
    const answer = await withReadScope(fromReplica, () => fn.handler(input as never, context));
    return { status: 200, body: { success: true, ...answer } };
  } catch (error) {
    const code: ErrorCode | null = error instanceof AppError ? error.code : error instanceof ZodError ? "invalid_payload" : null;
    if (!code) throw error;
    const detail = error instanceof ZodError ? describeIssue(error, context.locale) : (error as AppError).detail;
    return { status: errorStatus(code), body: errorBody(code, context.locale, detail) };
  }
}

/**
 * `POST /api/functions/:name` for every function of the registry: the caller from the session
 * cookie or bearer token, the access rule, the rate limits, the payload checked by the input
 * schema, `Idempotency-Key` for writes that create, then the handler (which calls the same use
 * case as the web). Every failure is the one error envelope, in the caller's language.
 */
export function functionsRouter(functions: readonly ApiFunction[]): Router {
  const byName = new Map<string, ApiFunction>();
  for (const fn of functions) {
    byName.set(fn.name, fn);
    byName.set(compactName(fn.name), fn);
  }
  const router = Router();
  router.use(express.json({ limit: MAX_BODY }));

  router.post("/:name", async (req, res) => {
    const fn = byName.get(req.params.name);
    if (!fn) return sendError(res, "unknown_function");
    if (!fn.visitorRead) markWrite(res);
    const headers = requestHeaders(req);
    const { caller, expired } = await resolveCaller(headers);
    if (refused(fn, caller, expired, res) || (await overLimit(fn, caller, req, res))) return;
    // A function that takes files is called as multipart (its JSON in `payload`); the caller and its
    // access were checked before a byte of the body is read.
    let payload: unknown = req.body ?? {};
    let files: UploadedFile[] = [];
    if (req.is("multipart/form-data")) {
      if (!fn.files) return sendError(res, "invalid_payload", "body: this function takes JSON");
      const read = await readFunctionFiles(req, fn.files, headers);
      if ("code" in read) return sendError(res, read.code, read.detail);
      ({ payload, files } = read);
    }
    const parsed = fn.input.safeParse(payload);
    if (!parsed.success) return sendError(res, "invalid_payload", describeIssue(parsed.error, res.locals.locale));

    const context: ApiContext = {
      caller,
      locale: res.locals.locale,
      clientAddress: req.ip ?? "unknown",
      userAgent: req.get("user-agent") ?? "",
      headers,
      setHeader: (name, value) => res.append(name, value),
      files,
    };
    const key = fn.idempotent ? req.get("idempotency-key")?.trim() : undefined;
    if (key !== undefined && (key.length === 0 || key.length > 200)) return sendError(res, "invalid_payload", "Idempotency-Key: 1 to 200 characters");
    if (!key) {
      const answer = await run(fn, parsed.data, context, fn.visitorRead && !wroteLately(req));
      res.status(answer.status).json(answer.body);
      return;
    }
    const scope = { callerKey: caller ? `user:${caller.id}` : `ip:${context.clientAddress}`, functionName: fn.name, key };
    const claim = await claimIdempotencyKey(scope, hashPayload(idempotentContent(payload, files)));
    if (claim.kind === "conflict") return sendError(res, "idempotency_conflict");
    if (claim.kind === "replay") {
      res.set("Idempotent-Replayed", "true").status(claim.answer.status).json(claim.answer.body);
      return;
    }
    try {
      const answer = await run(fn, parsed.data, context);
      await storeIdempotentAnswer(scope, answer);
      res.status(answer.status).json(answer.body);
    } catch (error) {
      await releaseIdempotencyKey(scope);
      throw error;
    }
  });

  // Malformed JSON, a body over the limit, or anything unexpected: the envelope, never a stack.
  const onError: ErrorRequestHandler = (error, req, res, _next) => {
    if (answeredLate(res)) return;
    const status = typeof error?.status === "number" ? error.status : 500;
    if (status >= 500) req.log.error({ err: error }, "API function failed");
    if (res.headersSent) return;
    sendError(res, status === 413 ? "payload_too_large" : status < 500 ? "invalid_payload" : "internal");
  };
  router.use(unavailableOnDatabaseError);
  router.use(onError);
  return router;
}
