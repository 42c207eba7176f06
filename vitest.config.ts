import tsconfigPaths from "vite-tsconfig-paths";
import { defineConfig } from "vitest/config";

const PROCESS_TESTS = ["tests/integration/process.test.ts", "tests/integration/crash-recovery.test.ts", "tests/integration/replicas.test.ts"];
const DATABASE = {
  globalSetup: ["tests/support/global-database.ts"],
  setupFiles: ["tests/support/file-database.ts", "tests/support/documented-answers.ts"],
  testTimeout: 60_000,
  hookTimeout: 120_000,
};

export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    // Most test files wait on PostgreSQL, a spawned server or a job queue far more than they compute:
    // Vitest's default on 2 cores is one file at a time, which left a core idle for 8 minutes.
    maxWorkers: 4,
    // Test files share their worker's modules instead of importing the server and its libraries
    // afresh (decision 0055): the integration tests took 330 s alone, 201 s so. Each file still gets
    // its own database and runtime, and what is cached from a database is kept per runtime
    // (`keptPerRuntime`). The process tests keep their isolation (below).
    isolate: false,
    projects: [
      {
        extends: true,
        test: { name: "unit", include: ["tests/unit/**/*.test.ts", "tests/unit/**/*.test.tsx"] },
      },
      {
        extends: true,
        test: { name: "integration", include: ["tests/integration/**/*.test.ts"], exclude: PROCESS_TESTS, ...DATABASE },
      },
      {
        // These start Beitna's built server with its own embedded PostgreSQL, kill -9 it and wait for
        // it to come back: beside four busy workers on 2 cores a restart took minutes and they timed
        // out. They run last, on their own (the pair takes about a minute, two or three when the
        // machine is shared).
        extends: true,
        test: { name: "processes", include: PROCESS_TESTS, sequence: { groupOrder: 1 }, ...DATABASE, testTimeout: 180_000, isolate: true },
      },
    ],
  },
});
