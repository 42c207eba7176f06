import { expect, it } from "vitest";
import { queueMail } from "../../server/mail/queue-mail.server.ts";
import type { MailMessage } from "../../server/mail/transport.server.ts";
import { startTestJobs } from "../support/jobs.ts";

// The mail queue at 05:00 UTC, when the morning's runs queue their digests and reminders: a mail
// someone waits for (a sign-up's link, a tenant's invitation) is sent first, and a mail that fails
// is retried alone, the others of its batch sent once.

const sent: string[] = [];
let failOnce = new Set<string>();
/** Held until `open()`: the first mail waits in the transport while the test queues the rest. */
let gate: { entered: Deferred; open: Deferred } | null = null;

interface Deferred {
  promise: Promise<void>;
  resolve(): void;
}
/** `Promise.withResolvers`, which Node 20 lacks. */
function deferred(): Deferred {
  let resolve = () => {};
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

await startTestJobs({
  kind: "outbox",
  async send(message: MailMessage) {
    if (gate) {
      const held = gate;
      gate = null;
      held.entered.resolve();
      await held.open.promise;
    }
    if (failOnce.delete(message.to)) throw new Error("the mail server refused it once");
    sent.push(message.to);
  },
});

const digest = (to: string) =>
  queueMail({ to, kind: "notification-digest", locale: "en", data: { name: "Rami", url: "http://localhost/profile/settings", items: ["A new offer"] } });
const resetLink = (to: string) =>
  queueMail({ to, kind: "reset-password", locale: "en", data: { name: "Nour", url: "http://localhost/reset-password?token=t", expiresInHours: 1 } });

/** Queues `first`, waits until the queue holds it in the transport, then queues the rest behind it. */
async function queueBehindOne(first: () => Promise<void>, rest: () => Promise<void>) {
  gate = { entered: deferred(), open: deferred() };
  const held = gate;
  await first();
  await held.entered.promise;
  await rest();
  held.open.resolve();
}

it("sends a password reset queued after forty digests before them", async () => {
  sent.length = 0;
  const readers = Array.from({ length: 40 }, (_, i) => `digest-${i}@example.com`);
  await queueBehindOne(
    () => digest("first-digest@example.com"),
    async () => {
      for (const reader of readers) await digest(reader);
      await resetLink("waiting@example.com");
    },
  );
  await expect.poll(() => sent.length, { timeout: 30_000 }).toBe(42);
  expect(sent.slice(0, 2)).toEqual(["first-digest@example.com", "waiting@example.com"]);
  expect(new Set(sent).size).toBe(42);
});

it("retries a mail that failed alone: the others of its batch are sent once", async () => {
  sent.length = 0;
  failOnce = new Set(["refused-once@example.com"]);
  await queueBehindOne(
    () => digest("held@example.com"),
    async () => {
      await digest("before@example.com");
      await digest("refused-once@example.com");
      await digest("after@example.com");
    },
  );
  await expect.poll(() => sent.includes("refused-once@example.com"), { timeout: 30_000 }).toBe(true);
  expect(sent.toSorted()).toEqual(["after@example.com", "before@example.com", "held@example.com", "refused-once@example.com"]);
});
