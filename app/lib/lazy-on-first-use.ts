import { type ComponentType, createElement, use, useEffect } from "react";

/** A component whose code is loaded on first use, with `preload()` to start early (a pointer over its button). */
export type LazyComponent<Props> = ComponentType<Props> & { preload(): void };

/** What renders when a chunk failed to load: nothing; the chunk notice (`ChunkErrorNotice`) offers the reload. */
const Missing = () => null;

/**
 * A component split into its own chunk, loaded the first time it renders (decision 0032). Unlike
 * `React.lazy` it answers synchronously once loaded (React's `use` reads a settled promise at
 * once), and the server loads every one of them at start: the server's HTML always holds the real
 * component, never a fallback, so pages keep working without JavaScript. In the browser a render
 * before the chunk arrives suspends to the nearest `<Suspense>`: its fallback on first use, or the
 * server's HTML kept in place while hydrating. A chunk that fails to load renders nothing and is
 * reported as a chunk error (Vite's preloader fires `vite:preloadError`).
 */
/**
 * The first-use parts a render showed before their chunk was in, until they are on screen (their
 * first effect): a button whose code is still loading would drop a click.
 */
const awaitingScreen = new Set<Promise<unknown>>();
const listeners = new Set<() => void>();

/** Settles when every first-use part rendered so far is on screen (the page's "interactive" mark). */
export function lazyPartsShown(): Promise<void> {
  if (awaitingScreen.size === 0) return Promise.resolve();
  return new Promise((resolve) => listeners.add(resolve));
}

function shown(loading: Promise<unknown>): void {
  if (!awaitingScreen.delete(loading) || awaitingScreen.size > 0) return;
  for (const listener of listeners) listener();
  listeners.clear();
}

export function lazyOnFirstUse<Props extends object>(load: () => Promise<ComponentType<Props>>): LazyComponent<Props> {
  let loading: Promise<ComponentType<Props>> | undefined;
  const start = () => {
    if (!loading) {
      // Marked the way React marks a promise it was given, so `use` reads it at once when settled.
      const promise = Object.assign(load().catch(() => Missing), { status: "pending" });
      void promise.then((component) => Object.assign(promise, { status: "fulfilled", value: component }));
      loading = promise;
    }
    return loading;
  };
  function Lazy(props: Props) {
    const loading = start();
    if (!import.meta.env.SSR && (loading as { status?: string }).status !== "fulfilled") awaitingScreen.add(loading);
    useEffect(() => shown(loading), [loading]);
    // The same component every time: the one the chunk exports.
    return createElement(use(loading), props);
  }
  if (import.meta.env.SSR) start();
  return Object.assign(Lazy, { preload: () => void start() });
}
