import { describe, expect, it } from "vitest";
import { parseEnv } from "../../server/env.server.ts";
import { isLoopbackAddress, outboxOpenTo } from "../../server/mail/outbox-access.server.ts";

// `npm start` declares no NODE_ENV; the parsed one then says production.
const newcomer = parseEnv({});
const none: NodeJS.ProcessEnv = {};

describe("/dev/outbox (password reset links) is only for the newcomer at the machine", () => {
  it("opens to a loopback client of a local install without SMTP", () => {
    for (const address of ["127.0.0.1", "::1", "::ffff:127.0.0.1", "127.0.1.1"]) expect(outboxOpenTo(address, newcomer, none)).toBe(true);
  });

  it("stays closed to anyone else on the network, whatever HOST listens on", () => {
    for (const address of ["192.168.1.20", "10.0.0.7", "::ffff:192.168.1.20", "fe80::1", "203.0.113.5", "unknown", ""]) {
      expect(isLoopbackAddress(address)).toBe(false);
      expect(outboxOpenTo(address, newcomer, none)).toBe(false);
    }
  });

  it("stays closed when NODE_ENV says production, SMTP is set or the public address is not local", () => {
    expect(outboxOpenTo("127.0.0.1", parseEnv({ NODE_ENV: "production" }), { NODE_ENV: "production" })).toBe(false);
    expect(outboxOpenTo("127.0.0.1", parseEnv({ SMTP_URL: "smtp://mail.example.com:587" }), none)).toBe(false);
    expect(outboxOpenTo("127.0.0.1", parseEnv({ PUBLIC_URL: "https://beitna.com" }), none)).toBe(false);
    expect(outboxOpenTo("127.0.0.1", parseEnv({ PUBLIC_URL: "http://192.168.1.5:3000" }), none)).toBe(false);
  });

  it("opens in development and tests at the machine", () => {
    expect(outboxOpenTo("127.0.0.1", parseEnv({ NODE_ENV: "development" }), { NODE_ENV: "development" })).toBe(true);
  });
});
