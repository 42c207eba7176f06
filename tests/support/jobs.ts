import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll } from "vitest";
import { ALL_JOBS } from "../../server/jobs/all-jobs.server.ts";
import { startJobQueue } from "../../server/jobs/queue.server.ts";
import { type MailTransport, outboxTransport } from "../../server/mail/transport.server.ts";
import { runtime, setRuntime } from "../../server/runtime.server.ts";

async function startQueue(mail: MailTransport) {
  const url = runtime().env.DATABASE_URL!;
  const jobs = await startJobQueue({ url, logger: pino({ level: "silent" }), jobs: ALL_JOBS, context: { mail }, pollingIntervalSeconds: 0.5 });
  setRuntime({ ...runtime(), jobs, mail });
  await jobs.run();
  return jobs;
}

/** Starts the real pg-boss queue on this file's database, delivering mail to `mail`. */
export async function startTestJobs(mail: MailTransport): Promise<void> {
  const jobs = await startQueue(mail);
  afterAll(() => jobs.stop());
}

/** Starts the queue delivering mail to a fresh outbox folder, removed after the file's tests; answers the folder. */
export async function startTestJobsWithOutbox(): Promise<string> {
  const outbox = await fs.mkdtemp(path.join(os.tmpdir(), "beitna-test-outbox-"));
  const jobs = await startQueue(outboxTransport(outbox, "Beitna <no-reply@beitna.test>"));
  // The queue stops first: a mail its last job was still writing made the folder's removal fail
  // (ENOTEMPTY) when the removal ran first, as Vitest runs a file's afterAll hooks last-in first.
  afterAll(async () => {
    await jobs.stop();
    await fs.rm(outbox, { recursive: true, force: true, maxRetries: 3 });
  });
  return outbox;
}

/**
 * The mails delivered to an outbox so far, each as its file's text: only finished files (the
 * transport writes `<name>.part`, then renames it), so a mail being written is read next time, not
 * half or after it has moved.
 */
export async function deliveredMails(outbox: string): Promise<string[]> {
  const files = (await fs.readdir(outbox).catch(() => [] as string[])).filter((file) => file.endsWith(".json"));
  return Promise.all(files.map((file) => fs.readFile(path.join(outbox, file), "utf8")));
}
