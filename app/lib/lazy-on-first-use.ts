import { type ComponentType, createElement, use } from "react";

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
/** Every chunk started so far: a page is interactive once those its first render asked for are in. */
const started = new Set<Promise<unknown>>();

/**
 * Settles when the chunks started so far have arrived (and any they started in turn), for the
 * page's "interactive" mark: a button whose code is still loading would drop a click.
 */
export async function lazyChunksSettled(): Promise<void> {
  let seen = 0;
  while (started.size !== seen) {
    seen = started.size;
    await Promise.all(started);
  }
}

export function lazyOnFirstUse<Props extends object>(load: () => Promise<ComponentType<Props>>): LazyComponent<Props> {
  let loading: Promise<ComponentType<Props>> | undefined;
  const start = () => {
    if (!loading) {
      // Marked the way React marks a promise it was given, so `use` reads it at once when settled.
      const promise = Object.assign(load().catch(() => Missing), { status: "pending" });
      void promise.then((component) => Object.assign(promise, { status: "fulfilled", value: component }));
      loading = promise;
      started.add(promise);
    }
    return loading;
  };
  function Lazy(props: Props) {
    // The same component every time: the one the chunk exports.
    return createElement(use(start()), props);
  }
  if (import.meta.env.SSR) start();
  return Object.assign(Lazy, { preload: () => void start() });
}
