import crypto from "node:crypto";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, inject } from "vitest";
import { connectDatabase } from "../../server/db/client.server.ts";
import { parseEnv } from "../../server/env.server.ts";
import { resetAuth } from "../../server/auth/auth.server.ts";
import { outboxTransport } from "../../server/mail/transport.server.ts";
import { localStorage } from "../../server/media/storage.server.ts";
import { setRuntime } from "../../server/runtime.server.ts";
import { flushImpressions } from "../../server/search/record-impressions.server.ts";
import { adminQuery, databaseUrl } from "./postgres.ts";

// Each test file gets its own database, copied from the migrated template,
// so files never see each other's rows and can run in parallel.
const adminUrl = inject("adminDatabaseUrl");
const name = `beitna_test_${crypto.randomBytes(6).toString("hex")}`;
await adminQuery(adminUrl, `create database ${name} template beitna_template`);
const url = databaseUrl(adminUrl, name);
const handle = connectDatabase(url, 4);

setRuntime({
  ...handle,
  // Tests sign many users in from one address; the rate-limit tests turn it back on.
  env: parseEnv({ NODE_ENV: "test", DATABASE_URL: url, LOG_LEVEL: "silent", PUBLIC_URL: "http://localhost:3000", AUTH_RATE_LIMIT: "false" }),
  logger: pino({ level: "silent" }),
  secret: crypto.randomBytes(32).toString("base64url"),
  // A file that sends mail starts the real queue (tests/support/jobs.ts).
  jobs: {
    send: async () => {
      throw new Error("This test file did not start the job queue: call startTestJobs() from tests/support/jobs.ts");
    },
    stop: async () => {},
  },
  mail: outboxTransport(path.join(os.tmpdir(), `${name}-outbox`), "Beitna <no-reply@beitna.test>"),
  storage: localStorage(path.join(os.tmpdir(), `${name}-media`)),
  privateStorage: localStorage(path.join(os.tmpdir(), `${name}-private`)),
});
resetAuth();

afterAll(async () => {
  // Test files share a process (vitest.config.ts): impressions counted here are written here.
  await flushImpressions();
  await handle.pool.end();
  setRuntime(undefined);
  await adminQuery(adminUrl, `drop database if exists ${name}`);
});
