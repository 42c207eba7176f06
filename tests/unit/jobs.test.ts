import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { ZodError } from "zod";
import { ALL_JOBS } from "../../server/jobs/all-jobs.server.ts";
import { enqueue } from "../../server/jobs/define-job.server.ts";
import { sendMailJob } from "../../server/mail/send-mail.job.server.ts";
import { type Runtime, setRuntime } from "../../server/runtime.server.ts";

describe("job definitions", () => {
  it("have distinct queue names", () => {
    const names = ALL_JOBS.map((job) => job.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it("accept an empty payload when they run on a schedule", () => {
    for (const job of ALL_JOBS.filter((definition) => definition.cron)) expect(job.schema.safeParse({}).success, job.name).toBe(true);
  });
});

describe("enqueue", () => {
  const send = vi.fn(async () => {});
  setRuntime({ jobs: { send, stop: async () => {} } } as unknown as Runtime);
  afterEach(() => send.mockClear());
  afterAll(() => setRuntime(undefined));

  const mail = { to: "rami@beitna.test", kind: "greeting", locale: "ar", data: { name: "Rami", url: "https://beitna.example/" } } as const;

  it("sends the payload its schema accepts, under the job's name", async () => {
    await enqueue(sendMailJob, mail, { singletonKey: "k" });
    expect(send).toHaveBeenCalledWith("send-mail", mail, { singletonKey: "k" });
  });

  it("refuses a malformed payload and sends nothing", async () => {
    await expect(enqueue(sendMailJob, { ...mail, kind: "no-such-mail" as "greeting" })).rejects.toThrow(ZodError);
    await expect(enqueue(sendMailJob, { ...mail, locale: "de" as "ar" })).rejects.toThrow(ZodError);
    expect(send).not.toHaveBeenCalled();
  });
});
