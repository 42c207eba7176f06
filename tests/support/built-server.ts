import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";

export interface BuiltServer {
  /** The primary process (its web workers are its children). */
  pid: number;
  /** What the server printed so far. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * The built app (`node server.js`, production mode) on a database, as the browser tests and the
 * benchmark run it: no demo data, no sign-in rate limit; `env` adds or overrides variables.
 * Resolves once `/healthz` answers.
 */
export async function startBuiltServer(options: {
  baseUrl: string;
  databaseUrl: string;
  dataDir: string;
  env?: Record<string, string>;
  readyWithinMs?: number;
}): Promise<BuiltServer> {
  if (!fs.existsSync("build/server/index.js")) throw new Error("Run `npm run build` first (npm test does).");
  let output = "";
  const child = spawn(process.execPath, ["server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: new URL(options.baseUrl).port,
      PUBLIC_URL: options.baseUrl,
      DATABASE_URL: options.databaseUrl,
      DATA_DIR: options.dataDir,
      SESSION_SECRET: crypto.randomBytes(32).toString("base64url"),
      SEED_DEMO: "false",
      AUTH_RATE_LIMIT: "false",
      LOG_LEVEL: "warn",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const deadline = Date.now() + (options.readyWithinMs ?? 120_000);
  while (
    !(await fetch(`${options.baseUrl}/healthz`).then(
      (response) => response.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null) throw new Error(`The server exited:\n${output}`);
    if (Date.now() > deadline) throw new Error(`The server did not become healthy:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    pid: child.pid ?? 0,
    output: () => output,
    async stop() {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    },
  };
}
