import type { Env } from "../../server/env.server.ts";
import { runtime, setRuntime } from "../../server/runtime.server.ts";

/** Runs `work` with some configuration changed (rate limits on, CORS origins…), then puts it back. */
export async function withEnv(changes: Partial<Env>, work: () => Promise<void>): Promise<void> {
  const previous = runtime();
  setRuntime({ ...previous, env: { ...previous.env, ...changes } });
  try {
    await work();
  } finally {
    setRuntime(previous);
  }
}

/** The sign-in and API rate limits, which test runs otherwise turn off. */
export const withLimitsOn = (work: () => Promise<void>) => withEnv({ AUTH_RATE_LIMIT: true }, work);
