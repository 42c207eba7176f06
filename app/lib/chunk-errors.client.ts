import { CHUNK_TIMEOUT_MS, type ChunkErrorType } from "#domain/chunk-errors.ts";

// Lazy route chunks that fail to load (SPEC.md §8): each failure is reported
// to the server with its type, and the page offers a retry instead of going
// blank. The server refines "error" into "missing" when the file is gone.

export interface ChunkFailure {
  type: ChunkErrorType;
  chunk?: string;
}

let failure: ChunkFailure | null = null;
const listeners = new Set<() => void>();

export function subscribeChunkFailure(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentChunkFailure(): ChunkFailure | null {
  return failure;
}

export function reportChunkFailure(type: ChunkErrorType, chunk?: string, message?: string): void {
  failure = { type, chunk };
  for (const listener of listeners) listener();
  const body = JSON.stringify({ kind: "chunk_error", path: window.location.pathname, type, chunk, message: message?.slice(0, 1024) });
  void fetch("/api/events", { method: "POST", headers: { "content-type": "application/json" }, body, keepalive: true }).catch(() =>
    console.warn("Beitna: could not report a chunk failure"),
  );
}

/** Starts the 120-second clock for a navigation; returns a function that stops it. */
export function watchNavigationTimeout(): () => void {
  const timer = window.setTimeout(() => reportChunkFailure("timeout", undefined, "navigation still loading"), CHUNK_TIMEOUT_MS);
  return () => window.clearTimeout(timer);
}

export function installChunkErrorReporting(): void {
  // Dynamic imports of our own code (catalogs, the map) go through Vite's preloader.
  window.addEventListener("vite:preloadError", (event) => {
    const payload = (event as Event & { payload?: Error }).payload;
    reportChunkFailure("error", undefined, payload?.message);
  });
  // React Router reports a route module it could not import this way before reloading.
  const original = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    const first = args[0];
    if (typeof first === "string" && first.startsWith("Error loading route module")) {
      reportChunkFailure("error", /`([^`]+)`/.exec(first)?.[1], first);
    }
    original(...args);
  };
}
