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

export function createLogger(level: string): Logger {
  return pino({ level, redact: { paths: REDACT, remove: true }, base: { service: "beitna" } });
}
