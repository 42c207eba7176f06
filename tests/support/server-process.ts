import { type ChildProcess, spawn } from "node:child_process";

// The real production entry (`node server.js` on the built bundle) with its embedded PostgreSQL,
// as a newcomer's `npm start` runs it.

export interface Running {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

export function startServer(env: Record<string, string>): Running {
  const child = spawn(process.execPath, ["server.js"], {
    env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "warn", SEED_DEMO: "false", DATABASE_URL: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, output: () => output, exited };
}

export async function waitHealthy(port: number, running: Running, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (running.child.exitCode !== null) throw new Error(`server exited early:\n${running.output()}`);
    const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server not healthy in time:\n${running.output()}`);
}
