import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FullConfig } from "@playwright/test";
import { startBuiltServer } from "../support/built-server.ts";
import { startCardGateway } from "../support/card-gateway.ts";
import { adminQuery, databaseUrl, startTestCluster } from "../support/postgres.ts";
import { startSmtpServer } from "../support/smtp.ts";
import { startTileServer } from "../support/tiles.ts";

export const OAUTH_PORT = Number(process.env.E2E_OAUTH_PORT ?? 3108);

/** A fresh database and the built server on it; torn down after the run. */
export default async function globalSetup(config: FullConfig) {
  const baseUrl = config.projects[0]?.use.baseURL ?? "http://localhost:3107";
  const cluster = await startTestCluster();
  const name = `beitna_e2e_${crypto.randomBytes(4).toString("hex")}`;
  await adminQuery(cluster.adminUrl, `create database ${name}`);
  const url = databaseUrl(cluster.adminUrl, name);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "beitna-e2e-data-"));
  // Mail goes to a real SMTP server; tests read what it received from a folder.
  const mailDir = path.join(dataDir, "received-mail");
  const smtp = await startSmtpServer({ folder: mailDir });
  // Google and Facebook point at a local OAuth server that tests/e2e/social.spec.ts runs.
  const oauth = `http://127.0.0.1:${OAUTH_PORT}`;
  // Maps take their tiles from a local tile server (the machine may have no network).
  const tiles = await startTileServer();
  // Card payments go through a local Mastercard Hosted Checkout gateway (tests/support/card-gateway.ts).
  const cardGateway = await startCardGateway();

  const server = await startBuiltServer({
    baseUrl,
    databaseUrl: url,
    dataDir,
    env: {
      SMTP_URL: smtp.url,
      GOOGLE_CLIENT_ID: "beitna-google",
      GOOGLE_CLIENT_SECRET: "google-secret",
      GOOGLE_AUTHORIZATION_URL: `${oauth}/authorize`,
      GOOGLE_TOKEN_URL: `${oauth}/token`,
      GOOGLE_USERINFO_URL: `${oauth}/userinfo`,
      FACEBOOK_CLIENT_ID: "beitna-facebook",
      FACEBOOK_CLIENT_SECRET: "facebook-secret",
      FACEBOOK_AUTHORIZATION_URL: `${oauth}/authorize`,
      FACEBOOK_TOKEN_URL: `${oauth}/token`,
      FACEBOOK_USERINFO_URL: `${oauth}/userinfo`,
      MAP_TILE_URL: tiles.template,
      MAP_TILE_ATTRIBUTION: tiles.attribution,
      ...cardGateway.env,
      // A browser test opens the list right after the write it checks, as a person would not within a
      // second: the lists' lag (decision 0071) is tested by tests/integration/page-cache.test.ts.
      PAGE_CACHE_LIST_LAG_MS: "0",
      // Chromium, the tests and the server share 2 cores: the overload guard's read deadline and lag
      // limit would turn the tests' own pages away (tests/integration/overload-and-body-limits tests them).
      OVERLOAD_ANSWER_DEADLINE_MS: "60000",
      OVERLOAD_LAG_LIMIT_MS: "60000",
    },
  });
  process.env.E2E_DATABASE_URL = url;
  process.env.E2E_MAIL_DIR = mailDir;
  process.env.E2E_TILE_ORIGIN = tiles.origin;
  process.env.E2E_TILE_ATTRIBUTION = tiles.attribution;

  return async () => {
    await server.stop();
    if (process.env.E2E_SHOW_SERVER_LOG) console.log(server.output());
    await smtp.close();
    await tiles.close();
    await cardGateway.close();
    await adminQuery(cluster.adminUrl, `drop database if exists ${name}`).catch(() => undefined);
    await cluster.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
