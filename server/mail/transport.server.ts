import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";

export interface MailAttachment {
  filename: string;
  content: string;
  contentType: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** nodemailer's List-* headers (List-Unsubscribe) and extra headers (List-Unsubscribe-Post). */
  list?: { unsubscribe: string };
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
}

/** Where mail goes: an SMTP server, or a folder on this machine. */
export interface MailTransport {
  readonly kind: "smtp" | "outbox";
  send(message: MailMessage): Promise<void>;
}

export function smtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    kind: "smtp",
    async send(message) {
      await transporter.sendMail({ from, ...message });
    },
  };
}

export interface OutboxEntry extends MailMessage {
  id: string;
  from: string;
  sentAt: string;
}

/** Local default: each mail becomes a JSON file, listed at /dev/outbox. */
export function outboxTransport(folder: string, from: string): MailTransport {
  return {
    kind: "outbox",
    async send(message) {
      await fs.mkdir(folder, { recursive: true });
      const sentAt = new Date().toISOString();
      const id = `${sentAt.replace(/[:.]/g, "-")}-${crypto.randomBytes(3).toString("hex")}`;
      const entry: OutboxEntry = { id, from, sentAt, ...message };
      // Written aside and renamed: a reader (the outbox page, a test, another instance) never sees half a mail.
      const file = path.join(folder, `${id}.json`);
      await fs.writeFile(`${file}.part`, JSON.stringify(entry, null, 2));
      await fs.rename(`${file}.part`, file);
    },
  };
}

export async function readOutbox(folder: string, limit = 50): Promise<OutboxEntry[]> {
  const names = await fs.readdir(folder).catch(() => [] as string[]);
  const newest = names
    .filter((name) => name.endsWith(".json"))
    .sort()
    .reverse()
    .slice(0, limit);
  return Promise.all(newest.map(async (name) => JSON.parse(await fs.readFile(path.join(folder, name), "utf8")) as OutboxEntry));
}

export function outboxFolder(dataDir: string): string {
  return path.resolve(dataDir, "outbox");
}

export function mailTransportFor(config: { SMTP_URL?: string; MAIL_FROM: string; DATA_DIR: string }): MailTransport {
  return config.SMTP_URL ? smtpTransport(config.SMTP_URL, config.MAIL_FROM) : outboxTransport(outboxFolder(config.DATA_DIR), config.MAIL_FROM);
}
