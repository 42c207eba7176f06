import fs from "node:fs";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { freePort } from "./postgres.ts";

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  raw: string;
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

function decodeHeader(value: string): string {
  // The white space between two encoded words is not part of the text (RFC 2047 §6.2).
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi, (_, encoding: string, data: string) =>
      encoding.toUpperCase() === "B" ? Buffer.from(data, "base64").toString("utf8") : decodeQuotedPrintable(data.replace(/_/g, " ")),
    );
}

/** The text/plain part of a MIME message, decoded. */
function plainText(raw: string): string {
  const part = /Content-Type: text\/plain[^\r\n]*\r?\n(?:[^\r\n]+\r?\n)*?\r?\n([\s\S]*?)(?:\r?\n--|$)/i.exec(raw);
  if (!part) return "";
  const headers = raw.slice(0, raw.indexOf(part[1]!));
  const encoding = /Content-Transfer-Encoding: ([\w-]+)\s*$/im.exec(headers.split(/Content-Type: text\/plain/i).pop() ?? "")?.[1];
  if (encoding?.toLowerCase() === "base64") return Buffer.from(part[1]!.replace(/\s/g, ""), "base64").toString("utf8");
  if (encoding?.toLowerCase() === "quoted-printable") return decodeQuotedPrintable(part[1]!);
  return part[1]!;
}

/** A real SMTP server on loopback that keeps what it receives (and, given a folder, writes it there). */
export async function startSmtpServer(options: { folder?: string } = {}) {
  const port = await freePort();
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const subject = decodeHeader(/^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1]?.replace(/\r?\n[ \t]/g, " ") ?? "");
        const mail = { to: session.envelope.rcptTo.map((rcpt) => rcpt.address), subject, text: plainText(raw), raw };
        mails.push(mail);
        if (options.folder) {
          fs.mkdirSync(options.folder, { recursive: true });
          // Written under a hidden name, then renamed: a reader in another process never sees half a mail.
          const name = `${Date.now()}-${mails.length}.json`;
          fs.writeFileSync(path.join(options.folder, `.${name}`), JSON.stringify(mail));
          fs.renameSync(path.join(options.folder, `.${name}`), path.join(options.folder, name));
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** Waits for a mail to `to` whose subject matches. */
    async waitFor(to: string, subject: RegExp, timeoutMs = 15_000): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const found = mails.find((mail) => mail.to.includes(to) && subject.test(mail.subject));
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`No mail to ${to} matching ${subject}; got: ${mails.map((mail) => `${mail.to} ${mail.subject}`).join("; ")}`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Mails written by `startSmtpServer({ folder })`, read from another process. */
export async function waitForMailInFolder(folder: string, to: string, subject: RegExp, timeoutMs = 20_000): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const names = fs.existsSync(folder)
      ? fs
          .readdirSync(folder)
          .filter((name) => !name.startsWith("."))
          .sort()
      : [];
    for (const name of names.reverse()) {
      const mail = JSON.parse(fs.readFileSync(path.join(folder, name), "utf8")) as ReceivedMail;
      if (mail.to.includes(to) && subject.test(mail.subject)) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No mail to ${to} matching ${subject}`);
}

/** The first link in a mail's text that starts with `prefix`. */
export function linkIn(mail: ReceivedMail, prefix: string): string {
  const link = mail.text.split(/\s+/).find((word) => word.startsWith(prefix));
  if (!link) throw new Error(`No link starting with ${prefix} in:\n${mail.text}`);
  return link;
}
