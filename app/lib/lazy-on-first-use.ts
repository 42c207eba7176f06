import { type ComponentType, createElement, type ReactNode, Suspense, use, useEffect, useId } from "react";

/** A component whose code is loaded on first use, with `preload()` to start early (a pointer over its button). */
export type LazyComponent<Props> = ComponentType<Props> & { preload(): void };

/** What renders when a chunk failed to load: nothing; the chunk notice (`ChunkErrorNotice`) offers the reload. */
const Missing = () => null;

/**
 * The first-use boundaries the server's HTML holds that are not on screen yet. React hydrates what
 * a `<Suspense>` from the server holds in a pass of its own, after the page's first commit, and
 * drops a click there while the part's code is still loading: the page is not interactive until
 * they are all in. Keyed by `useId`, which a render React throws away and tries again keeps.
 */
const awaitingScreen = new Set<string>();
/** Those already on screen: a boundary rendered again is not waited for twice. */
const onScreen = new Set<string>();
const listeners = new Set<() => void>();

/** Settles when every first-use boundary rendered so far is on screen (the page's "interactive" mark). */
export function lazyPartsShown(): Promise<void> {
  if (awaitingScreen.size === 0) return Promise.resolve();
  return new Promise((resolve) => listeners.add(resolve));
}

function shown(id: string): void {
  onScreen.add(id);
  if (!awaitingScreen.delete(id) || awaitingScreen.size > 0) return;
  for (const listener of listeners) listener();
  listeners.clear();
}

/** Marks its boundary's content on screen: its effect runs only once that content commits. */
function OnScreen({ id }: { id: string }) {
  useEffect(() => shown(id), [id]);
  return null;
}

/**
 * The `<Suspense>` around parts loaded on first use. It registers in the pass that renders it, the
 * page's first when the server showed it, so the interactive mark waits for what it holds.
 */
export function LazyBoundary({ fallback = null, children }: { fallback?: ReactNode; children: ReactNode }) {
  const id = useId();
  if (!import.meta.env.SSR && !onScreen.has(id)) awaitingScreen.add(id);
  // One removed before its content showed (the phone menu's disclosure, replaced once hydrated) is not waited for.
  useEffect(() => () => shown(id), [id]);
  return createElement(Suspense, { fallback }, createElement(OnScreen, { id }), children);
}

/**
 * A component split into its own chunk, loaded the first time it renders (decision 0032). Unlike
 * `React.lazy` it answers synchronously once loaded (React's `use` reads a settled promise at
 * once), and the server loads every one of them at start: the server's HTML always holds the real
 * component, never a fallback, so pages keep working without JavaScript. In the browser a render
 * before the chunk arrives suspends to the nearest `<Suspense>`: its fallback on first use, or the
 * server's HTML kept in place while hydrating: render it in a `LazyBoundary`. A chunk that fails to
 * load renders nothing and is reported as a chunk error (Vite's preloader fires `vite:preloadError`).
 */
export function lazyOnFirstUse<Props extends object>(load: () => Promise<ComponentType<Props>>): LazyComponent<Props> {
  let loading: Promise<ComponentType<Props>> | undefined;
  const start = () => {
    if (!loading) {
      // Marked the way React marks a promise it was given, so `use` reads it at once when settled.
      const promise = Object.assign(
        load().catch(() => Missing),
        { status: "pending" },
      );
      void promise.then((component) => Object.assign(promise, { status: "fulfilled", value: component }));
      loading = promise;
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
