import path from "node:path";
import type { GetManualChunk } from "rollup";

/** What Rollup tells `manualChunks` of the module graph. */
type ModuleGraph = Parameters<GetManualChunk>[1];

/**
 * Chunk groups of the client build (decision 0073). Left to itself, Rollup makes one chunk per set
 * of routes that share a module: with 108 routes that is dozens of chunks under a kilobyte, and the
 * phone's pages loaded 25 to 32 files, each compressed alone, each with its own imports and exports
 * of hashed names, each listed again in the route manifest. Our modules that home, a search page or
 * a listing page load go in one file per group instead, named by the pages that load them:
 * - `shell`: every page (the client entry, the root route, the site layout);
 * - `visitor`: all three of home, a search page and a listing page (cards, prices, days);
 * - `search`, `listing`, `search-listing`, ...: those of the three alone, each with a `-shared`
 *   twin for what other screens load too (so that they never load a page's own code).
 * Every static import of a grouped module is then grouped too, so Rollup never pulls one into a
 * group another screen would have to load whole. Other modules are placed by Rollup, as before.
 */
const PHONE_PAGES: Record<string, string> = { home: "app/routes/home.tsx", search: "app/routes/search.tsx", listing: "app/routes/listing.tsx" };
// React and React Router (with their own dependencies) change only with an upgrade: a file of their own
// stays in a returning visitor's cache across our releases.
const FRAMEWORK = /\/node_modules\/(react|react-dom|scheduler|react-router|cookie|set-cookie-parser)\//;
const SHELL = ["app/entry.client.tsx", "app/root.tsx", "app/routes/layouts/site.tsx"];

/** Every module the given ones import statically, directly or not, themselves included. */
function staticClosure(starts: readonly string[], graph: ModuleGraph): Set<string> {
  const seen = new Set<string>();
  const stack = starts.map((start) => path.resolve(start));
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    seen.add(id);
    stack.push(...info.importedIds);
  }
  return seen;
}

/** The group of each of our modules that the phone's pages load. */
function groupOfEachModule(graph: ModuleGraph): Map<string, string> {
  const groupOf = new Map<string, string>();
  for (const id of staticClosure(SHELL, graph)) groupOf.set(id, "shell");
  const pages = Object.entries(PHONE_PAGES).map(([name, file]) => ({ name, file: path.resolve(file), reaches: staticClosure([file], graph) }));
  const otherRoutes = [...graph.getModuleIds()].filter((id) => /\/app\/routes\/.+\.tsx?$/.test(id) && !pages.some((page) => page.file === id));
  const reachedByOthers = staticClosure(otherRoutes, graph);
  for (const page of pages) {
    for (const id of page.reaches) {
      if (groupOf.has(id)) continue;
      const loadedBy = pages.filter((other) => other.reaches.has(id)).map((other) => other.name);
      const name = loadedBy.length === pages.length ? "visitor" : loadedBy.join("-");
      groupOf.set(id, reachedByOthers.has(id) ? `${name}-shared` : name);
    }
  }
  return groupOf;
}

/** The `manualChunks` of the client build: our own modules by group, dependencies as Rollup places them. */
export function chunkGroups(): GetManualChunk {
  let groupOf: Map<string, string> | undefined;
  return (id, graph) => {
    groupOf ??= groupOfEachModule(graph);
    if (FRAMEWORK.test(id)) return "framework";
    if (id.includes("/node_modules/") || id.startsWith("\0")) return undefined;
    return groupOf.get(id);
  };
}
