import fs from "node:fs";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routes from "../../app/routes.ts";
import { API_FUNCTIONS } from "../../server/api/registry.server.ts";
import { takesUploads } from "../../server/http/body-limit.server.ts";

/** The readers of files a route's action may call: readMultipart itself and those built on it. */
const READS_FILES = /\b(readMultipart|readTenancyForm|receivePaymentProof|receiveListingPhoto)\(/;
const HAS_ACTION = /export (async )?function action\b|export const action\b/;

/** Every route module with an action, at its address (parameters filled), and whether it reads files. */
function actions(entries: RouteConfigEntry[], parent = ""): Array<{ address: string; readsFiles: boolean }> {
  return entries.flatMap((entry) => {
    const address = [parent, entry.path ?? ""].filter(Boolean).join("/");
    const source = fs.readFileSync(path.join("app", entry.file), "utf8");
    const own = HAS_ACTION.test(source) ? [{ address: `/${address.replace(/:\w+\??/g, "x1")}`, readsFiles: READS_FILES.test(source) }] : [];
    return [...own, ...actions(entry.children ?? [], address)];
  });
}

describe("the addresses that take uploads (body-limit's larger limit for multipart)", () => {
  const found = actions(routes);

  it("are exactly the route modules whose action reads files", () => {
    expect(found.filter((route) => route.readsFiles).length).toBeGreaterThanOrEqual(7);
    for (const { address, readsFiles } of found) expect(takesUploads(address), address).toBe(readsFiles);
  });

  it("include React Router's data requests and the API's photo upload, and nothing around them", () => {
    expect(takesUploads("/tenant/x1/files.data")).toBe(true);
    expect(takesUploads("/api/uploads")).toBe(true);
    expect(takesUploads("/tenant/x1/notices.data")).toBe(false);
    expect(takesUploads("/tenant/x1/files/more")).toBe(false);
    expect(takesUploads("/api/functions/addProperty")).toBe(false);
  });

  it("include the API's functions that take files (`files` of defineFunction), and no other function", () => {
    expect(API_FUNCTIONS.filter((fn) => fn.files).length).toBeGreaterThanOrEqual(1);
    for (const fn of API_FUNCTIONS) expect(takesUploads(`/api/functions/${fn.name}`), fn.name).toBe(Boolean(fn.files));
  });
});
