import type { IncomingMessage, ServerResponse } from "node:http";
import { afterEach, expect } from "vitest";
import { compactName } from "../../server/api/define-function.server.ts";

// A setup file of the integration tests (vitest.config.ts): every answer of the JSON API that a
// test provokes through startApi must be one the OpenAPI document served at /api/openapi.json
// gives for that path, status and `error.code`; the test that provoked one it omits fails.

type Schema = { allOf?: Schema[]; properties?: Record<string, Schema>; enum?: unknown[] };
export interface ServedDocument {
  paths: Record<string, { post?: { responses: Record<string, { content?: Record<string, { schema?: Schema }> }> } }>;
}

interface Answer {
  path: string;
  status: number;
  code: unknown;
}

const answers: Answer[] = [];
let served: ServedDocument | undefined;

/** The document's path for a request to the API: a function's without its spaces, or the upload's. */
function documentedPath(url: string): string | null {
  const { pathname } = new URL(url, "http://localhost");
  if (pathname === "/api/uploads") return pathname;
  const name = /^\/api\/functions\/([^/]+)$/.exec(pathname)?.[1];
  return name ? `/api/functions/${compactName(decodeURIComponent(name))}` : null;
}

/**
 * Notes what the API answers to `req`: the Express app answers through `res.json`, which this
 * wraps before the app sets its own response prototype under it.
 */
export function recordApiAnswer(req: IncomingMessage, res: ServerResponse): void {
  const path = req.method === "POST" && req.url ? documentedPath(req.url) : null;
  if (!path) return;
  Object.assign(res, {
    json(this: ServerResponse, body: { error?: { code?: unknown } } | undefined) {
      answers.push({ path, status: this.statusCode, code: body?.error?.code });
      return (Object.getPrototypeOf(this) as { json: (body: unknown) => unknown }).json.call(this, body);
    },
  });
}

/** Reads the document the API serves, once per test file: its paths and answers are the same on every server. */
export async function loadServedDocument(baseUrl: string): Promise<void> {
  served ??= (await (await fetch(`${baseUrl}/api/openapi.json`)).json()) as ServedDocument;
}

/**
 * Whether the document gives `status` for `path`, and for a failure `code` among that status's
 * codes (as sent: a name, or the old backend's number). A path it does not describe at all (an
 * unknown function's) is not this check's business.
 */
export function isDocumented(document: ServedDocument, answer: Answer): boolean {
  const operation = document.paths[answer.path]?.post;
  if (!operation) return true;
  const response = operation.responses[String(answer.status)];
  if (!response || answer.status < 400) return Boolean(response);
  const narrowed = response.content?.["application/json"]?.schema?.allOf?.find((part) => part.properties?.error);
  return narrowed?.properties?.error?.properties?.code?.enum?.includes(answer.code) ?? false;
}

afterEach(() => {
  const observed = answers.splice(0);
  if (!served) return;
  const document = served;
  const omitted = observed
    .filter((answer) => !isDocumented(document, answer))
    .map((answer) => `${answer.path} answered ${answer.status} ${JSON.stringify(answer.code)}`);
  expect(omitted, "answers the OpenAPI document at /api/openapi.json omits").toEqual([]);
});
