import { createServer, type Server } from "node:http";
import { afterAll } from "vitest";
import { resetAuth } from "../../server/auth/auth.server.ts";
import { createApp } from "../../server/http/app.server.ts";
import { runtime, setRuntime } from "../../server/runtime.server.ts";
import { loadServedDocument, recordApiAnswer } from "./documented-answers.ts";
import { freePort } from "./postgres.ts";

/**
 * The real Express application on a loopback port. Pages need the route
 * build, which the browser tests cover; these tests use the HTTP layer and
 * the JSON API. Every answer of the API is held to its OpenAPI document
 * (tests/support/documented-answers.ts).
 */
export async function startApi(): Promise<{ url: string; close: () => Promise<void> }> {
  // The app believes it lives where it listens, as in production.
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  setRuntime({ ...runtime(), env: { ...runtime().env, PUBLIC_URL: url } });
  resetAuth();
  const app = createApp({
    build: async () => {
      throw new Error("page rendering is covered by the browser tests");
    },
  });
  const server: Server = await new Promise((resolve) => {
    const listening = createServer((req, res) => {
      recordApiAnswer(req, res);
      app(req, res);
    }).listen(port, "127.0.0.1", () => resolve(listening));
  });
  await loadServedDocument(url);
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  afterAll(close);
  return { url, close };
}

export function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}
