import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll } from "vitest";
import { ALL_JOBS } from "../../server/jobs/all-jobs.server.ts";
import { startJobQueue } from "../../server/jobs/queue.server.ts";
import { type MailTransport, outboxTransport } from "../../server/mail/transport.server.ts";
import { runtime, setRuntime } from "../../server/runtime.server.ts";

/** Starts the real pg-boss queue on this file's database, delivering mail to `mail`. */
export async function startTestJobs(mail: MailTransport): Promise<void> {
  const url = runtime().env.DATABASE_URL!;
  const jobs = await startJobQueue({ url, logger: pino({ level: "silent" }), jobs: ALL_JOBS, context: { mail }, pollingIntervalSeconds: 0.5 });
  setRuntime({ ...runtime(), jobs, mail });
  afterAll(() => jobs.stop());
}

/** Starts the queue delivering mail to a fresh outbox folder, removed after the file's tests; answers the folder. */
export async function startTestJobsWithOutbox(): Promise<string> {
  const outbox = await fs.mkdtemp(path.join(os.tmpdir(), "beitna-test-outbox-"));
  await startTestJobs(outboxTransport(outbox, "Beitna <no-reply@beitna.test>"));
  afterAll(() => fs.rm(outbox, { recursive: true, force: true }));
  return outbox;
}
