import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { compileErrors, validate } from "@readme/openapi-parser";
import { createConfig, lintFromString } from "@redocly/openapi-core";
import openapiTS, { astToString } from "openapi-typescript";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { apiErrorCode, errorStatus } from "../../domain/errors.ts";
import { compactName } from "../../server/api/define-function.server.ts";
import { failureCodes } from "../../server/api/openapi.server.ts";
import { API_FUNCTIONS } from "../../server/api/registry.server.ts";
import { isDocumented, type ServedDocument } from "../support/documented-answers.ts";
import { startApi } from "../support/http.ts";

const api = await startApi();
const document = (await (await fetch(`${api.url}/api/openapi.json`)).json()) as ServedDocument & {
  paths: Record<
    string,
    {
      post?: {
        requestBody?: { content: Record<string, { schema?: unknown; example?: unknown }> };
        responses: Record<string, { content?: Record<string, { example?: unknown }> }>;
      };
    }
  >;
};

describe("the OpenAPI document at /api/openapi.json", () => {
  it("is valid OpenAPI 3.1", async () => {
    const result = await validate(structuredClone(document) as never);
    expect(result.valid, result.valid ? "" : compileErrors(result)).toBe(true);
    expect((document as unknown as { openapi: string }).openapi).toBe("3.1.0");
  });

  it("lints clean with Redocly's recommended rules: no error (issue 28)", async () => {
    const problems = await lintFromString({
      source: JSON.stringify(document),
      absoluteRef: "openapi.json",
      config: await createConfig({ extends: ["recommended"] }),
    });
    expect(
      problems.filter((problem) => problem.severity === "error").map((problem) => `${problem.ruleId}: ${problem.message} (${problem.location[0]?.pointer})`),
    ).toEqual([]);
  });

  it("documents every function of the registry with its schemas and an example", () => {
    for (const fn of API_FUNCTIONS) {
      const operation = document.paths[`/api/functions/${compactName(fn.name)}`]?.post;
      expect(operation, fn.name).toBeDefined();
      const request = operation?.requestBody?.content["application/json"];
      const answer = operation?.responses["200"]?.content?.["application/json"];
      expect(request?.schema, `${fn.name}: request schema`).toBeTruthy();
      expect(request?.example, `${fn.name}: request example`).toBeDefined();
      expect(answer?.schema, `${fn.name}: answer schema`).toBeTruthy();
      expect(answer?.example, `${fn.name}: answer example`).toMatchObject({ success: true });
    }
  });

  it("lists each failure of each function under its status, with the code as sent", () => {
    for (const fn of API_FUNCTIONS) {
      const path = `/api/functions/${compactName(fn.name)}`;
      for (const code of failureCodes(fn)) {
        expect(isDocumented(document, { path, status: errorStatus(code), code: apiErrorCode(code) }), `${fn.name}: ${code}`).toBe(true);
      }
    }
  });

  it("gives a TypeScript client that type-checks against it (openapi-typescript)", async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), "beitna-api-client-"));
    await fs.writeFile(path.join(dir, "api.d.ts"), astToString(await openapiTS(structuredClone(document) as never)));
    // A client an app would write: request and answer types come from the document alone.
    await fs.writeFile(
      path.join(dir, "client.ts"),
      `import type { paths } from "./api";
type Body<P extends keyof paths> = paths[P]["post"] extends { requestBody?: { content: { "application/json": infer B } } } ? B : never;
type Answer<P extends keyof paths> = paths[P]["post"]["responses"][200]["content"]["application/json"];
export async function call<P extends keyof paths>(base: string, path: P, body: Body<P>, token?: string): Promise<Answer<P>> {
  const response = await fetch(base + path, { method: "POST", headers: { "content-type": "application/json", ...(token ? { authorization: "Bearer " + token } : {}) }, body: JSON.stringify(body) });
  return (await response.json()) as Answer<P>;
}
export async function firstPage(base: string): Promise<number> {
  const answer = await call(base, "/api/functions/search", { listing_type: "Sale", page: 2, search: ["villa"], sort: null });
  return answer.properties.count + answer.properties.results.length;
}
export async function rate(base: string): Promise<number> {
  return (await call(base, "/api/functions/exchangeRate", {})).lbpPerUsd;
}
`,
    );
    const program = ts.createProgram([path.join(dir, "client.ts")], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ["lib.es2022.d.ts", "lib.dom.d.ts"],
      skipLibCheck: true,
    });
    const problems = ts.getPreEmitDiagnostics(program).map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"));
    expect(problems).toEqual([]);
    await fs.rm(dir, { recursive: true, force: true });
  });

  it("is explained on a reference page served by Beitna itself, without scripts or other origins", async () => {
    const response = await fetch(`${api.url}/api/docs`);
    expect(response.status).toBe(200);
    const html = await response.text();
    for (const fn of API_FUNCTIONS) expect(html, fn.name).toContain(`id="${compactName(fn.name)}"`);
    // Each function's refusals, e.g. getProperty's 404.
    const getProperty = html.slice(html.indexOf('id="getProperty"'), html.indexOf("</section>", html.indexOf('id="getProperty"')));
    expect(getProperty).toMatch(/<tr><td>404<\/td><td><code>not_found<\/code><\/td><\/tr>/);
    // Nothing loaded from anywhere: no script, stylesheet, image or font (examples may name URLs as text).
    expect(html).not.toMatch(/<script|<link|<img|\ssrc=|url\(|@import/i);
  });
});
