import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import fc from "fast-check";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { afterAll, describe, expect, it } from "vitest";
import { INT4_MAX } from "../../domain/text.ts";
import { type CreatedUser, createUser } from "../../server/db/factories/users.server.ts";
import { db, runtime } from "../../server/runtime.server.ts";
import { cookieHeaders, createExampleFixture } from "../support/api.ts";
import { startBuiltServer } from "../support/built-server.ts";
import { startTestJobsWithOutbox } from "../support/jobs.ts";
import { freePort } from "../support/postgres.ts";

// The built app (form actions need the route build): the redirects, limits and bad input of issue 26.
await startTestJobsWithOutbox();
const fixture = await createExampleFixture();
const base = `http://127.0.0.1:${await freePort()}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "beitna-form-hardening-"));
// The limits on, as in production: the email check's is one of the findings.
const server = await startBuiltServer({
  baseUrl: base,
  databaseUrl: runtime().env.DATABASE_URL!,
  dataDir,
  env: { HOST: "127.0.0.1", AUTH_RATE_LIMIT: "true" },
});
afterAll(async () => {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const signedInAs = async (user: CreatedUser) => ({ ...(await cookieHeaders(base, user.email, user.password)), origin: base });

function post(address: string, body: BodyInit, headers: Record<string, string> = {}) {
  return fetch(`${base}${address}`, { method: "POST", body, headers: { origin: base, ...headers }, redirect: "manual" });
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields);

describe("redirect targets from input stay on the site", () => {
  const hostile = ["/\t/evil.example", "//evil.example", "/\\evil.example", "/.//evil.example", "https://evil.example", "/\r\n/evil.example"];

  it.each(hostile)("signing in with redirectTo %j lands on the home page", async (target) => {
    const user = await createUser(db());
    const response = await post("/auth/sign-in", form({ email: user.email, password: user.password, redirectTo: target }));
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/");
  });

  it.each(hostile)("/language with redirectTo %j goes home", async (target) => {
    const response = await post("/language", form({ lang: "ar", redirectTo: target }));
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/");
  });

  it("/login?redirectTo=… does not carry a foreign target into the form", async () => {
    const html = await (await fetch(`${base}/login?redirectTo=${encodeURIComponent("/\t/evil.example")}`)).text();
    expect(html).toMatch(/name="redirectTo" value="\/"/);
    // The language switcher's own field holds this /login address (same site); no other carries the target.
    expect(html).not.toMatch(/name="redirectTo" value="(?!\/login\?)[^"]*evil/);
    const kept = await (await fetch(`${base}/login?redirectTo=${encodeURIComponent("/dashboard")}`)).text();
    expect(kept).toMatch(/name="redirectTo" value="\/dashboard"/);
  });
});

describe("the sign-up form's email check", () => {
  it("is limited per address like the API's checkEmail: the 21st check in the window is refused", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt++) {
      const response = await post(
        "/signup",
        form({ intent: "check-email", email: `probe${attempt}@example.com`, password: "Password1!", confirmpassword: "Password1!" }),
      );
      statuses.push(response.status);
      await response.body?.cancel();
    }
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it("counts the create step too, whose 'Account already exists' tells the same: no side door around the limit", async () => {
    const address = { "x-forwarded-for": "203.0.113.77" };
    const taken = await createUser(db());
    const create = (email: string) =>
      post(
        "/signup",
        form({
          intent: "create",
          email,
          password: "Password1!",
          confirmpassword: "Password1!",
          firstName: "Rami",
          lastName: "Haddad",
          country: "LB",
          phone: "71123456",
        }),
        address,
      );
    for (let attempt = 0; attempt < 20; attempt++) {
      const response = await post(
        "/signup",
        form({ intent: "check-email", email: `side${attempt}@example.com`, password: "Password1!", confirmpassword: "Password1!" }),
        address,
      );
      expect(response.status).toBe(200);
      await response.body?.cancel();
    }
    const refused = await create(taken.email);
    expect(refused.status).toBe(429);
    expect(await refused.text()).not.toContain("Account already exists");
  });
});

describe("bad input answers 400, not 500", () => {
  it.each([
    ["/rent", `area=${INT4_MAX + 1}`, "Area"],
    ["/rent", "area=99999999999", "Area"],
    ["/buy", "bedroom_min=-1", "Bedrooms, at least"],
    ["/rent", `size_max=${INT4_MAX + 1}`, "Maximum size (m²)"],
    ["/rent", "district=Beir%00ut", "District"],
    ["/rent", "search=%00", "Search by keyword"],
  ])("%s?%s is a 400 naming the filter, with a link to the search without it", async (page, query, label) => {
    const response = await fetch(`${base}${page}?furnished=true&${query}&utm_source=mail`, { headers: { "accept-language": "en" } });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain(`A value in this search cannot be used: “${label}”.`);
    // The same search without the wrong value: the other filters stay, what the search does not know is gone.
    const without = html.match(/href="([^"]*)"[^>]*>Search without it</)?.[1]?.replaceAll("&amp;", "&");
    const field = query.slice(0, query.indexOf("="));
    expect(without).toMatch(new RegExp(`^${page}(\\?|$)`));
    expect(new URL(without ?? "", base).searchParams.has(field)).toBe(false);
    expect(new URL(without ?? "", base).searchParams.get("furnished")).toBe("true");
    expect((await fetch(`${base}${without}`)).status).toBe(200);

    const count = await fetch(`${base}/resources/search-count?type=Rental&${query}`);
    expect(count.status).toBe(400);
    expect(await count.json()).toEqual({ error: "invalid_payload", wrong: [field] });
  });

  it("names the wrong filter in the visitor's language", async () => {
    const arabic = await (await fetch(`${base}/rent?bedroom_max=99`, { headers: { "accept-language": "ar" } })).text();
    expect(arabic).toContain("قيمة في هذا البحث لا يمكن استعمالها");
    expect(arabic).toContain("ابحث من دونها");
    const french = await fetch(`${base}/rent?price_min=abc&floor_min=999`, { headers: { "accept-language": "fr" } });
    expect(french.status).toBe(400);
    expect(await french.text()).toContain("Une valeur de cette recherche n’est pas utilisable : «\u00a0Prix minimum\u00a0», «\u00a0Étage, à partir de\u00a0».");
  });

  it("keeps what real visitors send: an empty value is no filter, unknown parameters are ignored", async () => {
    for (const query of ["area=", "area=&bedroom_min=&search=", "utm_source=newsletter&utm_campaign=x&fbclid=abc123", "bedroom_min=2&gclid=1"]) {
      expect((await fetch(`${base}/rent?${query}`)).status, query).toBe(200);
      expect((await fetch(`${base}/resources/search-count?type=Rental&${query}`)).status, query).toBe(200);
    }
  });

  it("a wrong Content-Type on a form action is a 400 with the could-not-be-read screen", async () => {
    const headers = await signedInAs(fixture.owner);
    for (const type of ["text/plain", "application/json", "multipart/form-data"]) {
      const response = await post("/saved-searches", "{}", { ...headers, "content-type": type, "accept-language": "en" });
      expect(response.status).toBe(400);
      expect(await response.text()).toContain("This could not be read");
    }
  });

  it("a NUL byte in a form field is a 400", async () => {
    const response = await post("/language", form({ lang: "ar\u0000", redirectTo: "/" }));
    expect(response.status).toBe(400);
  });
});

const searchParamName = fc.oneof(
  fc.constantFrom(
    "page",
    "sort",
    "search",
    "district",
    "area",
    "currency",
    "price_min",
    "price_max",
    "size_min",
    "bedroom_max",
    "features",
    "floor_min",
    "power_hours_min",
    "furnished",
    "view",
  ),
  fc.constantFrom("utm_source", "fbclid", "gclid"),
  fc.string({ maxLength: 8 }),
);

describe("fuzzed search addresses", () => {
  it("answer 200, or 400 naming a filter with a link to the search without it that answers 200; the count agrees; never 500", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(searchParamName, fieldValue), { maxLength: 5 }), fc.constantFrom("/rent", "/buy"), async (fields, page) => {
        const query = new URLSearchParams(fields).toString();
        const response = await fetch(`${base}${page}?${query}`, { headers: { "accept-language": "en" } });
        const html = await response.text();
        expect([200, 400], `${page}?${query}: ${html.slice(0, 300)}`).toContain(response.status);
        const count = await fetch(`${base}/resources/search-count?type=${page === "/buy" ? "Sale" : "Rental"}&${query}`);
        expect(count.status, `count ${query}`).toBe(response.status);
        if (response.status === 400) {
          const without = html.match(/href="([^"]*)"[^>]*>Search without it</)?.[1]?.replaceAll("&amp;", "&");
          expect(without, `${page}?${query}`).toBeDefined();
          expect((await fetch(`${base}${without}`)).status, `${without}`).toBe(200);
        }
      }),
      { numRuns: 40 },
    );
  });
});

/** Every route of app/routes.ts whose module exports an action, with its parameters filled. */
async function actionPaths(): Promise<string[]> {
  const { default: routes } = (await import("../../app/routes.ts")) as { default: RouteConfigEntry[] };
  const fill = (address: string) => address.replace(/:(\w+)\??/g, () => fixture.listing.id).replace("*", "anything");
  const found: string[] = [];
  const walk = (entries: RouteConfigEntry[], parent: string) => {
    for (const entry of entries) {
      const address = [parent, entry.path ?? ""].filter(Boolean).join("/");
      const source = fs.readFileSync(path.join("app", entry.file), "utf8");
      if (/export (async )?function action\b|export const action\b/.test(source)) found.push(`/${fill(address)}`);
      walk(entry.children ?? [], address);
    }
  };
  walk(routes, "");
  return [...new Set(found)];
}

const fieldValue = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom("\u0000", "2147483648", "99999999999999999999", "-1", "0.001", "NaN", "1e308", "🏠", "بيروت", "", " "),
  fc.integer().map(String),
  fc.double().map(String),
);
const fieldName = fc.oneof(
  fc.constantFrom("intent", "email", "password", "propertyId", "amount", "area", "district", "redirectTo", "lang", "price", "id", "paymentId", "name"),
  fc.string({ maxLength: 12 }),
);
const fuzzedPost = fc.record({
  fields: fc.array(fc.tuple(fieldName, fieldValue), { maxLength: 6 }),
  contentType: fc.constantFrom(
    "application/x-www-form-urlencoded",
    "multipart/form-data",
    "text/plain",
    "application/json",
    "application/octet-stream",
    undefined,
  ),
  dataRequest: fc.boolean(),
});

describe("fuzzed posts to every form action", async () => {
  const addresses = await actionPaths();
  const owner = await signedInAs(fixture.owner);
  const admin = await createUser(db(), { admin: true });
  const adminHeaders = await signedInAs(admin);

  it("finds the actions", () => {
    expect(addresses).toEqual(
      expect.arrayContaining(["/language", "/auth/sign-in", "/signup", "/saved-searches", `/tenant/${fixture.listing.id}/rent`, "/admin/users"]),
    );
  });

  it.each(addresses)("%s never answers 500", async (address) => {
    await fc.assert(
      fc.asyncProperty(fuzzedPost, fc.constantFrom({}, owner, adminHeaders), async ({ fields, contentType, dataRequest }, who) => {
        // A real multipart body (fetch names its boundary), or text under any Content-Type, none included.
        const multipart = contentType === "multipart/form-data" && fields.length % 2 === 0;
        const body = multipart ? toMultipart(fields) : new URLSearchParams(fields).toString();
        const headers: Record<string, string> = { ...who };
        if (contentType && !multipart) headers["content-type"] = contentType;
        const response = await post(dataRequest ? `${address}.data` : address, body, headers);
        const text = await response.text();
        expect(response.status, `${address} ${contentType} ${JSON.stringify(fields)}: ${text.slice(0, 300)}`).toBeLessThan(500);
      }),
      { numRuns: 12 },
    );
  });
});

function toMultipart(fields: Array<[string, string]>): FormData {
  const body = new FormData();
  for (const [name, value] of fields) body.append(name, value);
  return body;
}

describe("multipart bodies: 1 MB for a text form, an upload's own limit where files are taken (decision 0042)", () => {
  const MB = 1024 * 1024;

  it("counts a chunked multipart body without Content-Length to a form action that takes no file: 413", async () => {
    const headers = await signedInAs(fixture.owner);
    const chunk = new TextEncoder().encode("a".repeat(64 * 1024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      start: (controller) => controller.enqueue(new TextEncoder().encode('--x\r\nContent-Disposition: form-data; name="intent"\r\n\r\n')),
      pull: (controller) => {
        if (sent >= 2 * MB) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const response = await fetch(`${base}/profile/settings.data`, {
      method: "POST",
      body,
      duplex: "half",
      headers: { ...headers, "content-type": "multipart/form-data; boundary=x", "accept-language": "en" },
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.text()).toContain("This form is too large to send");
  });

  it("an upload's action reads a 5 MB file and answers for it, not the body limit", async () => {
    const headers = await signedInAs(fixture.owner);
    const body = new FormData();
    body.set("shelf", "legal");
    body.set("file", new File([Buffer.alloc(5 * MB, 1)], "lease.pdf"));
    const response = await post(`/tenant/${fixture.listing.id}/files.data`, body, headers);
    // Neither a PDF nor a photo by its content: the files' own refusal.
    expect(response.status).toBe(415);
    expect(await response.text()).toContain("tenancy_file_rejected");
  });
});

describe("a rent amount finer than a cent", () => {
  it("is a 400 with the message on the landlord's rent form", async () => {
    const headers = await signedInAs(fixture.owner);
    const fields = { intent: "record", tenantId: fixture.tenant.id, paidOn: "2026-01-05", amount: "0.001", unit: "USD", method: "cash" };
    const response = await post(`/tenant/${fixture.listing.id}/rent.data`, form(fields), headers);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("tenancy.errors.amountCents");
  });
});
