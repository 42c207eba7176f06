import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../server/db/factories/users.server.ts";
import { FORM_BODY_LIMIT, UPLOAD_BODY_LIMIT } from "../../server/http/body-limit.server.ts";
import { overloadLimit } from "../../server/http/overload.server.ts";
import { db, runtime, setRuntime } from "../../server/runtime.server.ts";
import { sessionHeaders } from "../support/api.ts";
import { startApi } from "../support/http.ts";

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A raw request, so that the body may be chunked, lie about its length or never end. */
function send(url: string, options: http.RequestOptions, write: (request: http.ClientRequest) => void): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { agent: false, ...options }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    // The server may close the connection while the body is still going out.
    request.on("error", (error: NodeJS.ErrnoException) => (error.code === "EPIPE" || error.code === "ECONNRESET" ? undefined : reject(error)));
    write(request);
  });
}

const form = (bytes: number) => `about=${"a".repeat(bytes - "about=".length)}`;
/** A text form as a browser sends it with encType="multipart/form-data": one field of `bytes` bytes. */
const multipartForm = (bytes: number) => `--x\r\nContent-Disposition: form-data; name="about"\r\n\r\n${"a".repeat(bytes)}\r\n--x--\r\n`;
const MB = 1024 * 1024;

/** Writes `bytes` in 64 kB chunks as the connection takes them, then ends the request. */
function writeChunked(request: http.ClientRequest, bytes: number) {
  const chunk = "a".repeat(64 * 1024);
  let sent = 0;
  const more = () => {
    while (sent < bytes) {
      sent += chunk.length;
      if (!request.write(chunk)) return void request.once("drain", more);
    }
    request.end();
  };
  more();
}

let base = "";
beforeAll(async () => {
  base = (await startApi()).url;
});

describe("form bodies have a size limit", () => {
  it("answers 413 in the visitor's language to a page's form over the limit, before reading it", async () => {
    const answer = await send(
      `${base}/signin`,
      { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", "accept-language": "ar" } },
      (request) => request.end(form(FORM_BODY_LIMIT + 1)),
    );
    expect(answer.status).toBe(413);
    expect(answer.headers["content-type"]).toMatch(/text\/html/);
    expect(answer.body).toContain('dir="rtl"');
    expect(answer.body).toContain("هذا النموذج أكبر من أن يُرسل");
  });

  it("lets a form at the limit through to the app", async () => {
    const answer = await send(`${base}/signin`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" } }, (request) =>
      request.end(form(FORM_BODY_LIMIT)),
    );
    expect(answer.status).not.toBe(413);
  });

  it("counts a chunked body without Content-Length and stops it at the limit", async () => {
    // better-auth reads what it is sent, as a page's action does (its social sign-in: the email
    // endpoints are closed and answer 404 before reading, decision 0054).
    const answer = await send(
      `${base}/api/auth/sign-in/social`,
      { method: "POST", headers: { "content-type": "application/json", "transfer-encoding": "chunked" } },
      (request) => {
        request.write('{"provider":"google","callbackURL":"');
        // Twice the limit, never all of it read: the answer comes at the first byte past it.
        writeChunked(request, 2 * FORM_BODY_LIMIT);
      },
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ success: false, error: { code: "payload_too_large", message: "What was sent is too large." } });
  });

  it("answers the API's error envelope on better-auth's endpoints, in words for a body rather than a form", async () => {
    const answer = await send(
      `${base}/api/auth/sign-up/email`,
      { method: "POST", headers: { "content-type": "application/json", "accept-language": "fr" } },
      (request) => request.end(JSON.stringify({ email: "a@example.com", password: "x".repeat(FORM_BODY_LIMIT) })),
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({
      success: false,
      error: { code: "payload_too_large", message: "Ce qui a été envoyé est trop volumineux." },
    });
  });

  it("tells a JSON body posted to a page that it is too large, not that a form is", async () => {
    const answer = await send(`${base}/signin`, { method: "POST", headers: { "content-type": "application/json", "accept-language": "en" } }, (request) =>
      request.end(JSON.stringify({ about: "x".repeat(FORM_BODY_LIMIT) })),
    );
    expect(answer.status).toBe(413);
    expect(answer.body).toContain("What was sent is too large.");
    expect(answer.body).not.toContain("This form");
  });

  it("answers an API function's JSON body over the limit with the envelope's payload_too_large", async () => {
    const answer = await send(
      `${base}/api/functions/search`,
      { method: "POST", headers: { "content-type": "application/json", "transfer-encoding": "chunked" } },
      (request) => {
        request.write('{"search":"');
        writeChunked(request, 2 * FORM_BODY_LIMIT);
      },
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ success: false, error: { code: "payload_too_large", message: "What was sent is too large." } });
  });

  it("refuses a multipart body that announces more than the largest upload, at once", async () => {
    const answer = await send(
      `${base}/bulk`,
      { method: "POST", headers: { "content-type": "multipart/form-data; boundary=x", "content-length": String(UPLOAD_BODY_LIMIT + 1) } },
      (request) => request.write("--x\r\n"),
    );
    expect(answer.status).toBe(413);
  });
});

describe("multipart forms that take no file have the text forms' limit", () => {
  it("answers 413 at once, translated, to 5 MB posted to a form action that takes no file", async () => {
    const started = Date.now();
    const answer = await send(
      `${base}/profile/settings`,
      { method: "POST", headers: { "content-type": "multipart/form-data; boundary=x", "accept-language": "fr" } },
      (request) => request.end(multipartForm(5 * MB)),
    );
    expect(answer.status).toBe(413);
    expect(answer.body).toContain("Ce formulaire est trop volumineux");
    // Refused on its Content-Length: not read, so not the 20 s a 50 MB form took (issue 26).
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("lets a 5 MB file through to an address that takes uploads: its handler answers", async () => {
    const user = await createUser(db());
    const body = new FormData();
    body.set("photo", new File([Buffer.alloc(5 * MB, 1)], "photo.jpg"));
    const response = await fetch(`${base}/api/uploads`, { method: "POST", headers: await sessionHeaders(base, user.email, user.password), body });
    // The photo reader's own refusal of what is not an image, not the body limit's 413.
    expect(response.status).not.toBe(413);
    expect(await response.json()).toMatchObject({ success: false, error: { code: "image_rejected", detail: "not_an_image" } });
  });
});

/** A server of one request at a time with `queued` places in its queue. */
async function startBusyApi(queued: number) {
  const configured = runtime();
  setRuntime({ ...configured, env: { ...configured.env, MAX_CONCURRENT_REQUESTS: 1, MAX_QUEUED_REQUESTS: queued } });
  try {
    return await startApi();
  } finally {
    setRuntime({
      ...runtime(),
      env: { ...runtime().env, MAX_CONCURRENT_REQUESTS: configured.env.MAX_CONCURRENT_REQUESTS, MAX_QUEUED_REQUESTS: configured.env.MAX_QUEUED_REQUESTS },
    });
  }
}

/** Holds the one turn: a request whose body has not finished arriving until `finishHolder()`. */
function holdTheOnlyTurn(url: string) {
  let finishHolder = () => {};
  const holder = send(
    `${url}/api/functions/signIn`,
    { method: "POST", headers: { "content-type": "application/json", "transfer-encoding": "chunked" } },
    (request) => {
      request.write('{"email":');
      finishHolder = () => request.end('"a@example.com","password":"wrong-password"}');
    },
  );
  return { holder, finishHolder: () => finishHolder() };
}

describe("under overload", () => {
  it("answers 503 with Retry-After at once when every turn is taken and the queue is full", async () => {
    const busy = await startBusyApi(1);
    const { holder, finishHolder } = holdTheOnlyTurn(busy.url);
    await new Promise((resolve) => setTimeout(resolve, 500));
    // The second waits in the queue; the third finds it full.
    const queued = fetch(`${busy.url}/api/openapi.json`);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const started = Date.now();
    const refused = await fetch(`${busy.url}/api/openapi.json`, { headers: { "accept-language": "fr" } });
    // Sooner than the 2 s a queued request may wait.
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(refused.status).toBe(503);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(await refused.json()).toMatchObject({
      success: false,
      error: { message: "Beitna est très sollicité en ce moment. Réessayez dans quelques secondes." },
    });
    // Pages answer in words, the health check and static files are never queued.
    expect((await fetch(`${busy.url}/healthz`)).status).toBe(200);
    expect((await fetch(`${busy.url}/assets/none.js`)).status).not.toBe(503);

    finishHolder();
    expect((await holder).status).not.toBe(503);
    expect((await queued).status).toBe(200);
    // Free again once the two have closed (on a busy machine the late event loop may refuse a moment longer).
    await expect.poll(async () => (await fetch(`${busy.url}/api/openapi.json`)).status, { timeout: 10_000 }).toBe(200);
  });

  it("turns away a request that waited its longest in the queue", async () => {
    const busy = await startBusyApi(5);
    const { holder, finishHolder } = holdTheOnlyTurn(busy.url);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const waited = await fetch(`${busy.url}/signin`);
    expect(waited.status).toBe(503);
    expect(waited.headers.get("retry-after")).toMatch(/^[1-3]$/);
    expect(await waited.text()).toContain("Beitna is very busy right now.");
    finishHolder();
    await holder;
  });
});

describe("when the event loop runs late", () => {
  it("turns the queue away at once instead of letting it wait its turn", async () => {
    // One turn, a queue that would wait a minute: only the late loop can turn the queued request away.
    const app = express();
    app.use((_req, res, next) => {
      res.locals.locale = "en";
      next();
    });
    app.use(overloadLimit({ concurrent: 1, queued: 5, maxWaitMs: 60_000, maxLagMs: 200, maxAnswerMs: 60_000 }));
    let finishHolder = () => {};
    app.get("/hold", (_req, res) => {
      finishHolder = () => res.send("held");
    });
    app.get("/", (_req, res) => res.send("served"));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const holder = fetch(`${url}/hold`);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const queued = fetch(`${url}/`);
      await new Promise((resolve) => setTimeout(resolve, 300));
      // The process is busy for a while (a long render, a starved CPU): its loop comes back late.
      const busyUntil = Date.now() + 600;
      while (Date.now() < busyUntil);
      const answer = await queued;
      expect(answer.status).toBe(503);
      expect(answer.headers.get("retry-after")).toMatch(/^[1-3]$/);
      finishHolder();
      expect(await (await holder).text()).toBe("held");
      // Once the loop keeps time again, requests are served.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await (await fetch(`${url}/`)).text()).toBe("served");
    } finally {
      server.close();
    }
  });
});

describe("a turn that does not answer in time", () => {
  it("a read is answered 503 with Retry-After while its work goes on, and what that work sends later is dropped; a write answers what it did", async () => {
    const app = express();
    app.use((_req, res, next) => {
      res.locals.locale = "fr";
      next();
    });
    app.use(overloadLimit({ concurrent: 5, queued: 5, maxWaitMs: 60_000, maxLagMs: 60_000, maxAnswerMs: 300 }));
    let late: Promise<unknown> = Promise.resolve();
    app.get("/slow", (_req, res, next) => {
      // Answers after its deadline, as a render stuck behind a starved database would.
      late = new Promise((resolve) => setTimeout(resolve, 600)).then(() => res.status(200).send("too late")).catch(next);
    });
    app.get("/", (_req, res) => res.send("served"));
    // A write past the deadline answers what it did: a 503 while it commits would be sent again.
    app.post("/slow", (_req, res) => void setTimeout(() => res.status(201).send("saved"), 600));
    app.use(((error, _req, res, _next) => res.headersSent || res.status(500).send(String(error))) as express.ErrorRequestHandler);
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const answer = await fetch(`${url}/slow`);
      expect(answer.status).toBe(503);
      expect(answer.headers.get("retry-after")).toMatch(/^[1-3]$/);
      expect(await answer.text()).toContain("Beitna est très sollicité");
      await late;
      expect(await (await fetch(`${url}/`)).text()).toBe("served");
      const write = await fetch(`${url}/slow`, { method: "POST" });
      expect(write.status).toBe(201);
      expect(await write.text()).toBe("saved");
    } finally {
      server.close();
    }
  });
});
