import { escapeHtml } from "../mail/render-mail.server.ts";

type Json = Record<string, unknown>;
type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  description?: string;
  enum?: unknown[];
  items?: Schema;
  anyOf?: Schema[];
  $ref?: string;
  const?: unknown;
  format?: string;
};

const STYLE = `
body{font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;color:#0f172a;background:#f8fafc}
header{background:#0f6e56;color:#fff;padding:20px 16px}header h1{margin:0;font-size:22px}header p{margin:6px 0 0;max-width:860px}
main{display:grid;grid-template-columns:minmax(0,220px) minmax(0,1fr);gap:24px;max-width:1200px;margin:0 auto;padding:16px}
nav{position:sticky;top:0;align-self:start;max-height:100vh;overflow:auto;font-size:14px}nav h2{font-size:13px;text-transform:uppercase;color:#475569;margin:16px 0 4px}
nav a{display:block;color:#0f172a;text-decoration:none;padding:2px 0}nav a:hover{color:#0f6e56;text-decoration:underline}
section.fn{background:#fff;border:1px solid #e2e8f0;border-radius:10px;padding:16px;margin:0 0 16px}
section.fn h3{margin:0 0 4px;font-size:18px}code,pre{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:13px}
pre{background:#0f172a;color:#e2e8f0;padding:12px;border-radius:8px;overflow:auto;max-height:360px}
.path{color:#334155}.badge{display:inline-block;font-size:12px;border-radius:999px;padding:1px 8px;margin-inline-start:6px;background:#e2e8f0}
.badge.signed-in{background:#fef3c7}.badge.admin{background:#fee2e2}
.scroll{overflow-x:auto}table{border-collapse:collapse;width:100%;min-width:34rem;font-size:14px;margin:8px 0}td code{overflow-wrap:anywhere}td:first-child code{white-space:nowrap}th,td{text-align:start;border-bottom:1px solid #e2e8f0;padding:4px 6px;vertical-align:top}
th{color:#475569;font-weight:600}h4{margin:14px 0 4px;font-size:14px;color:#334155}
@media (max-width:760px){main{grid-template-columns:minmax(0,1fr)}nav{position:static;max-height:none}}`;

function resolve(schema: Schema | undefined, components: Record<string, Schema>): Schema {
  if (schema?.$ref) return components[schema.$ref.split("/").pop() ?? ""] ?? {};
  return schema ?? {};
}

function typeOf(schema: Schema, components: Record<string, Schema>): string {
  const resolved = resolve(schema, components);
  if (schema.$ref) return `→${schema.$ref.split("/").pop() ?? "object"}`;
  if (resolved.enum) return resolved.enum.map((value) => JSON.stringify(value)).join(" | ");
  if (resolved.const !== undefined) return JSON.stringify(resolved.const);
  if (resolved.anyOf) return resolved.anyOf.map((option) => typeOf(option, components)).join(" | ");
  if (resolved.type === "array") return `${typeOf(resolved.items ?? {}, components)}[]`;
  const type = Array.isArray(resolved.type) ? resolved.type.join(" | ") : (resolved.type ?? "any");
  return resolved.format ? `${type} (${resolved.format})` : type;
}

function fieldsTable(schema: Schema | undefined, components: Record<string, Schema>): string {
  const resolved = resolve(schema, components);
  const properties = Object.entries(resolved.properties ?? {});
  if (!properties.length) return "<p>No fields.</p>";
  const rows = properties
    .map(([name, field]) => {
      const required = resolved.required?.includes(name) ? "yes" : "";
      const description = field.description ?? resolve(field, components).description ?? "";
      return `<tr><td><code>${escapeHtml(name)}</code></td><td><code>${linkSchemas(escapeHtml(typeOf(field, components)))}</code></td><td>${required}</td><td>${prose(description)}</td></tr>`;
    })
    .join("");
  return `<div class="scroll" tabindex="0"><table><thead><tr><th scope="col">Field</th><th scope="col">Type</th><th scope="col">Required</th><th scope="col">Meaning</th></tr></thead><tbody>${rows}</tbody></table></div>`;
}

/** A named schema's type (`→Name`) links to its table at the end of the page. */
const linkSchemas = (html: string) => html.replace(/→(\w+)/g, (_match, name: string) => `<a href="#schema-${name}">${name}</a>`);

/** Escaped text whose `code spans` are shown as code. */
const prose = (text: string) => escapeHtml(text).replace(/`([^`]+)`/g, "<code>$1</code>");

const json = (value: unknown) => escapeHtml(JSON.stringify(value, null, 2));

/**
 * The API reference at `/api/docs`: plain HTML made on the server from the OpenAPI document, no
 * script and no CDN, so it works offline and under the site's CSP.
 */
export function renderDocsPage(openApi: object, baseUrl: string): string {
  const document = openApi as Json;
  const info = document.info as { title: string; description: string; version: string };
  const components = ((document.components as Json | undefined)?.schemas ?? {}) as Record<string, Schema>;
  const paths = Object.entries(document.paths as Record<string, { post: Json }>);
  const byTag = new Map<string, Array<[string, Json]>>();
  for (const [path, item] of paths) {
    const tag = (item.post.tags as string[] | undefined)?.[0] ?? "Other";
    byTag.set(tag, [...(byTag.get(tag) ?? []), [path, item.post]]);
  }
  const nav = [...byTag]
    .map(
      ([tag, operations]) =>
        `<h2>${escapeHtml(tag)}</h2>${operations.map(([, op]) => `<a href="#${escapeHtml(String(op.operationId))}">${escapeHtml(String(op.operationId))}</a>`).join("")}`,
    )
    .join("");
  const sections = [...byTag]
    .flatMap(([, operations]) => operations)
    .map(([path, op]) => {
      const access = String(op["x-beitna-access"] ?? "anyone");
      const content = (op.requestBody as Json | undefined)?.content as Record<string, { schema?: Schema; example?: unknown }> | undefined;
      // `/api/uploads` takes a file, a file-taking function JSON or its payload and a file, the rest JSON.
      const jsonBody = content?.["application/json"];
      const multipart = content?.["multipart/form-data"];
      const body = jsonBody ?? multipart;
      const fileFields = Object.keys(((multipart?.schema as Json | undefined)?.properties as Json | undefined) ?? {}).filter((name) => name !== "payload");
      const ok = (((op.responses as Json)["200"] as Json | undefined)?.content as Json | undefined)?.["application/json"] as
        { schema?: Schema; example?: unknown } | undefined;
      const errors = Object.entries(op.responses as Record<string, { description: string }>)
        .filter(([status]) => status !== "200")
        .map(([status, response]) => `<tr><td>${escapeHtml(status)}</td><td>${prose(response.description)}</td></tr>`)
        .join("");
      const token = access === "anyone" ? "" : ` \\\n  -H 'Authorization: Bearer <token>'`;
      const sent = multipart
        ? `${token}${jsonBody ? ` \\\n  -F 'payload=${JSON.stringify(jsonBody.example ?? {})}'` : ""}${fileFields.map((field) => ` \\\n  -F '${field}=@${field === "photo" ? "photo.jpg" : `${field}.pdf`}'`).join("")}`
        : ` \\\n  -H 'Content-Type: application/json'${token} \\\n  -d '${JSON.stringify(body?.example ?? {})}'`;
      const curl = `curl -X POST '${baseUrl}${path}'${sent}`;
      return `<section class="fn" id="${escapeHtml(String(op.operationId))}" aria-labelledby="${escapeHtml(String(op.operationId))}-title">
<h3 id="${escapeHtml(String(op.operationId))}-title">${escapeHtml(String(op.operationId))}<span class="badge ${escapeHtml(access)}">${escapeHtml(access)}</span></h3>
<p class="path"><code>POST ${escapeHtml(path)}</code>: ${escapeHtml(String(op.summary ?? ""))}</p>
${String(op.description ?? "")
  .split("\n\n")
  .map((paragraph) => `<p>${prose(paragraph)}</p>`)
  .join("")}
<h4>Payload</h4>${fieldsTable(body?.schema, components)}
<h4>Example</h4><pre tabindex="0">${escapeHtml(curl)}</pre>
<h4>Answer</h4>${fieldsTable(ok?.schema, components)}<pre tabindex="0">${json(ok?.example)}</pre>
<h4>Failures</h4><div class="scroll" tabindex="0"><table><thead><tr><th scope="col">Status</th><th scope="col">Codes</th></tr></thead><tbody>${errors}</tbody></table></div>
</section>`;
    })
    .join("\n");
  const schemas = Object.entries(components)
    .map(
      ([name, schema]) =>
        `<section class="fn" id="schema-${escapeHtml(name)}" aria-labelledby="schema-${escapeHtml(name)}-title"><h3 id="schema-${escapeHtml(name)}-title">${escapeHtml(name)}</h3>${schema.description ? `<p>${prose(schema.description)}</p>` : ""}${fieldsTable(schema, components)}</section>`,
    )
    .join("\n");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(info.title)} reference</title><style>${STYLE}</style></head>
<body><header><h1>${escapeHtml(info.title)} <small>${escapeHtml(info.version)}</small></h1><p>${prose(info.description)}</p>
<p><a style="color:#fff" href="/api/openapi.json">OpenAPI 3.1 document</a></p></header>
<main><nav aria-label="Functions">${nav}<h2>Schemas</h2>${Object.keys(components)
    .map((name) => `<a href="#schema-${escapeHtml(name)}">${escapeHtml(name)}</a>`)
    .join("")}</nav><div>${sections}<h2>Schemas</h2>${schemas}</div></main></body></html>`;
}
