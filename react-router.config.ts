import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  future: {
    // Route middleware lets the guards run before any child loader, so a
    // signed-out request never even computes private data.
    v8_middleware: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
