import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // The whole route manifest is one hashed, immutable file (3 kB gzipped, fetched once per
  // release), rather than a part of it inlined in every page and `/__manifest` requests on later
  // navigations: fewer round trips on a weak connection, and no per-request route matching to
  // build the part (1 to 2 ms of CPU a page). Decision 0017.
  routeDiscovery: { mode: "initial" },
  future: {
    // Route middleware lets the guards run before any child loader, so a
    // signed-out request never even computes private data.
    v8_middleware: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
    // Not adopted yet, said so rather than warned about at every build (decision 0038): split
    // route modules would change the chunks decision 0017 measured, and the environment API
    // changes nothing a user sees.
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
  },
} satisfies Config;
