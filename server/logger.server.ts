import process from "node:process";
import pino, { type Logger } from "pino";

// Anything that may hold a secret is dropped before a line is written.
const REDACT = [
  "password",
  "*.password",
  "*.currentPassword",
  "*.newPassword",
  "*.token",
  "*.secret",
  "*.iban",
  "req.headers.cookie",
  "req.headers.authorization",
  'res.headers["set-cookie"]',
];

/** `LOG_FORMAT`: JSON lines for a log collector, one readable line per entry, or readable on a terminal and JSON otherwise. */
export const LOG_FORMATS = ["auto", "json", "line"] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

const LEVELS: Record<number, string> = { 10: "TRACE", 20: "DEBUG", 30: "INFO", 40: "WARN", 50: "ERROR", 60: "FATAL" };
/** What every line has, or says otherwise: not repeated after the message. */
const SAID = new Set(["level", "time", "msg", "service", "pid", "hostname", "req", "res", "durationMs", "err"]);

const value = (raw: unknown) => (typeof raw === "string" ? (/\s/.test(raw) ? JSON.stringify(raw) : raw) : JSON.stringify(raw));

/**
 * One pino JSON entry as one line a person reads on a terminal (issue 44: `npm start` mixed JSON
 * into its plain lines): `19:16:44 INFO  Beitna is listening · url=http://localhost:3000`, a
 * request as `GET /rent 200 12 ms`, an error with its message.
 */
export function readableLogLine(json: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json.endsWith("\n") ? json : `${json}\n`;
  }
  const time = new Date(typeof entry.time === "number" ? entry.time : Date.now()).toTimeString().slice(0, 8);
  const level = (LEVELS[entry.level as number] ?? String(entry.level)).padEnd(5);
  const req = entry.req as { method?: string; path?: string } | undefined;
  const res = entry.res as { status?: number } | undefined;
  const request = req ? ` ${req.method} ${req.path}${res ? ` ${res.status}` : ""}${typeof entry.durationMs === "number" ? ` ${entry.durationMs} ms` : ""}` : "";
  const err = entry.err as { message?: string } | undefined;
  const fields = Object.entries(entry)
    .filter(([key]) => !SAID.has(key))
    .map(([key, raw]) => `${key}=${value(raw)}`);
  const details = [...fields, ...(err?.message ? [`error=${value(err.message)}`] : [])].join(" ");
  return `${time} ${level} ${String(entry.msg ?? "")}${request}${details ? ` · ${details}` : ""}\n`;
}

/** Readable lines when asked, or on a terminal unless JSON is asked for. */
export function readableLogs(format: LogFormat, interactive = process.stdout.isTTY === true): boolean {
  return format === "line" || (format === "auto" && interactive);
}

export function createLogger(level: string, format: LogFormat = "auto"): Logger {
  const options = { level, redact: { paths: REDACT, remove: true }, base: { service: "beitna" } };
  if (!readableLogs(format)) return pino(options);
  return pino(options, { write: (json: string) => void process.stdout.write(readableLogLine(json)) });
}
