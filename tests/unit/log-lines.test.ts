import { describe, expect, it } from "vitest";
import { readableLogLine, readableLogs } from "../../server/logger.server.ts";

// Issue 44: `npm start` on a terminal prints readable single lines, never pino's JSON.
const at = new Date(2026, 11, 7, 19, 16, 44).getTime();

describe("readable log lines", () => {
  it("writes an entry as one line: time, level, message, then its own fields", () => {
    const json = JSON.stringify({ level: 30, time: at, service: "beitna", url: "http://localhost:3000", processes: 2, msg: "Beitna is listening" });
    expect(readableLogLine(json)).toBe("19:16:44 INFO  Beitna is listening · url=http://localhost:3000 processes=2\n");
  });

  it("says a request as method, path, status and duration, and an error by its message, on one line", () => {
    const request = { level: 30, time: at, req: { id: "r1", method: "GET", path: "/rent" }, res: { status: 200 }, durationMs: 12, msg: "request" };
    expect(readableLogLine(JSON.stringify(request))).toBe("19:16:44 INFO  request GET /rent 200 12 ms\n");
    const failure = { level: 50, time: at, err: { message: "connection refused\nat pool", stack: "…" }, worker: 1, msg: "a job failed" };
    const line = readableLogLine(JSON.stringify(failure));
    expect(line).toBe('19:16:44 ERROR a job failed · worker=1 error="connection refused\\nat pool"\n');
    expect(line.trimEnd()).not.toContain("\n");
  });

  it("is readable on a terminal or when asked, JSON otherwise or when asked", () => {
    expect(readableLogs("auto", true)).toBe(true);
    expect(readableLogs("auto", false)).toBe(false);
    expect(readableLogs("json", true)).toBe(false);
    expect(readableLogs("line", false)).toBe(true);
  });
});
