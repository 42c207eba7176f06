import { z } from "zod";
import { createDocument } from "zod-openapi";
import { apiErrorCode, type ErrorCode, errorStatus } from "../../domain/errors.ts";
import { type ApiFunction, compactName, type FunctionFiles, successSchema } from "./define-function.server.ts";
import { PAYLOAD_FIELD } from "./function-files.server.ts";
import { UPLOAD_FAILURES, UPLOADS_PATH, uploadExample, uploadOutput, uploadRequestSchema } from "./uploads.schema.ts";

export const errorEnvelopeSchema = z
  .object({
    success: z.literal(false),
    error: z.object({
      code: z
        .union([z.string(), z.number().int()])
        .describe("The error's name (e.g. `invalid_payload`), or the old backend's number: 101 wrong email or password, 209 session expired"),
      message: z.string().describe("What went wrong, in the caller's language (Accept-Language)"),
      detail: z.string().optional().describe("Which field of the payload is wrong, and why"),
    }),
  })
  .meta({ id: "Error", description: "Every failure of every function has this shape, with the HTTP status of the failure." });

/**
 * What the HTTP layer answers on any path of the API before the path's own code runs: too many
 * requests at once, PostgreSQL out of reach, a write from another site's page, a body past the
 * server's own limit (server/http/), or an unexpected failure.
 */
const HTTP_LAYER_FAILURES: readonly ErrorCode[] = ["overloaded", "database_unavailable", "cross_site_request", "payload_too_large", "internal"];

/**
 * Every code a function can answer: those of the HTTP layer and of the router (a payload its
 * schema refuses, its access rule, its limits, a reused `Idempotency-Key`), then those its
 * handler's use cases throw, which it declares (tests/unit/api-declared-errors.test.ts holds them
 * to what the use cases can throw).
 */
export function failureCodes(fn: ApiFunction): ErrorCode[] {
  const codes: ErrorCode[] = [...HTTP_LAYER_FAILURES, "invalid_payload"];
  if (fn.access !== "anyone") codes.push("sign_in_required", "session_expired");
  if (fn.access === "admin") codes.push("forbidden");
  if (fn.rateLimits?.length) codes.push("rate_limited");
  if (fn.idempotent) codes.push("idempotency_conflict");
  if (fn.files) codes.push(fn.files.tooLarge);
  return [...new Set([...codes, ...(fn.errors ?? [])])];
}

/** A code as the document names it: the old backend's number beside the name it stands for. */
const codeText = (code: ErrorCode) => (typeof apiErrorCode(code) === "number" ? `\`${code}\` (sent as \`${apiErrorCode(code)}\`)` : `\`${code}\``);

/**
 * One error response per status: the envelope, its `error.code` narrowed to the codes that give
 * that status (as sent: a name, or the old backend's number), and those codes in its description.
 */
function errorResponses(codes: readonly ErrorCode[]) {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) byStatus.set(errorStatus(code), [...(byStatus.get(errorStatus(code)) ?? []), code]);
  return Object.fromEntries(
    [...byStatus].map(([status, statusCodes]) => {
      const schema = {
        allOf: [{ $ref: "#/components/schemas/Error" }, { properties: { error: { properties: { code: { enum: statusCodes.map(apiErrorCode) } } } } }],
      };
      return [String(status), { description: statusCodes.map(codeText).join(", "), content: { "application/json": { schema } } }];
    }),
  );
}

const ACCESS_TEXT = {
  anyone: "Anyone may call it; a session, when sent, is used.",
  "signed-in": "Needs a signed-in user: `Authorization: Bearer <token>` from `signIn`, or the web's session cookie.",
  admin: "Needs a signed-in admin.",
} as const;

const BEARER: Record<string, string[]> = { bearerAuth: [] };

/** The path a function is documented at: its name without spaces (both forms are served). */
export function functionPath(fn: ApiFunction): string {
  return `/api/functions/${compactName(fn.name)}`;
}

/** A file-taking function's multipart body: the JSON payload as text, and its files. */
function filesRequestSchema(files: FunctionFiles) {
  const file = z.file().describe(files.description);
  return z.object({
    [PAYLOAD_FIELD]: z.string().describe("The JSON payload (the application/json body's schema), as text"),
    [files.field]: files.maxFiles === 1 ? file : z.array(file).max(files.maxFiles),
  });
}

function operation(fn: ApiFunction) {
  const limits = fn.rateLimits?.map((rule) => `${rule.max} calls per ${rule.windowSeconds / 60} min per ${rule.per === "caller" ? "user" : "address"}`);
  const notes = [
    fn.description ?? "",
    ACCESS_TEXT[fn.access],
    fn.name.includes(" ") ? `Also reachable as \`/api/functions/${encodeURIComponent(fn.name)}\`.` : "",
    limits?.length ? `Rate limits: ${limits.join("; ")} (429 with Retry-After).` : "",
    fn.idempotent ? "Send an `Idempotency-Key` header: a retry with the same key and payload replays the first answer instead of creating again." : "",
  ].filter(Boolean);
  return {
    operationId: compactName(fn.name),
    summary: fn.summary,
    description: notes.join("\n\n"),
    tags: [fn.tag],
    "x-beitna-access": fn.access,
    security: fn.access === "anyone" ? [{}, BEARER] : [BEARER],
    ...(fn.idempotent
      ? {
          requestParams: {
            header: z.object({ "idempotency-key": z.string().min(1).max(200).optional().describe("A fresh random value per intended creation") }),
          },
        }
      : {}),
    requestBody: {
      required: false,
      content: {
        "application/json": { schema: fn.input, example: fn.example.input },
        ...(fn.files ? { "multipart/form-data": { schema: filesRequestSchema(fn.files) } } : {}),
      },
    },
    responses: {
      "200": {
        description: "Done",
        content: { "application/json": { schema: successSchema(fn.output), example: { success: true, ...fn.example.output } } },
      },
      ...errorResponses(failureCodes(fn)),
    },
  };
}

/** `POST /api/uploads`, the one multipart path: a listing photo for AddProperty's `images`. */
function uploadOperation() {
  return {
    operationId: "upload",
    summary: "Upload a listing photo",
    description: [
      "One photo per call, as `multipart/form-data` with the file in the field `photo`, the same checks as the posting form: read by content (a renamed text file is refused), turned upright, stripped of its EXIF data and stored as WebP. The answer's `ref` goes in AddProperty's `Property.images`; an upload no listing takes within a day is deleted. `detail` of a refusal names the problem (`not_an_image`, `unsupported_format`, `too_small`, `too_many_pixels`, `file_too_large`, `malformed`).",
      ACCESS_TEXT["signed-in"],
    ].join("\n\n"),
    tags: ["Listings"],
    "x-beitna-access": "signed-in",
    security: [BEARER],
    requestBody: { required: true, content: { "multipart/form-data": { schema: uploadRequestSchema } } },
    responses: {
      "200": { description: "Stored", content: { "application/json": { schema: successSchema(uploadOutput), example: { success: true, ...uploadExample } } } },
      ...errorResponses([...HTTP_LAYER_FAILURES, ...UPLOAD_FAILURES]),
    },
  };
}

/** The OpenAPI 3.1 document of every function, made from the registry's own schemas. */
export function openApiDocument(functions: readonly ApiFunction[], serverUrl: string) {
  return createDocument({
    openapi: "3.1.0",
    info: {
      title: "Beitna API",
      version: "1.0.0",
      description:
        "The functions Beitna's phone app and partners call: `POST /api/functions/{name}` with a JSON payload in the spec's field names. Answers are `{ success: true, … }`; failures `{ success: false, error: { code, message } }` with the HTTP status of the failure and the message in the `Accept-Language` language (en, ar, fr). Sign in with `signIn` and send its token as `Authorization: Bearer <token>`. Listing photos are uploaded first, one per call, to `POST /api/uploads` (multipart). A function that takes a file (a tenancy's files: `uploadTenancyFile`) is called as `multipart/form-data`, its JSON in the field `payload` and the file beside it.",
    },
    servers: [{ url: serverUrl }],
    tags: [...new Set(functions.map((fn) => fn.tag))].map((name) => ({ name })),
    components: {
      schemas: { Error: errorEnvelopeSchema },
      securitySchemes: { bearerAuth: { type: "http", scheme: "bearer", description: "The `token` answered by `signIn`" } },
    },
    paths: { ...Object.fromEntries(functions.map((fn) => [functionPath(fn), { post: operation(fn) }])), [UPLOADS_PATH]: { post: uploadOperation() } },
  });
}
