// `npm start` builds first when the build is missing or older than the code,
// so a newcomer's `npm install && npm start` always serves the current tree.
// The build says one line; its full output is shown only when it fails (decision 0038), its
// warnings kept in build/warnings.log (issue 44).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import process from "node:process";

const stamp = path.resolve("build/server/index.js");
const WARNINGS = "build/warnings.log";
const sources = ["app", "server", "domain", "vite.config.ts", "react-router.config.ts", "package-lock.json"];

function newestChange(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(entry).map((name) => newestChange(path.join(entry, name))));
}

const built = fs.existsSync(stamp) ? fs.statSync(stamp).mtimeMs : 0;
if (built < Math.max(...sources.map(newestChange))) {
  process.stdout.write("Building Beitna (once, then only after a change)… ");
  const started = Date.now();
  const build = spawnSync(process.execPath, ["node_modules/@react-router/dev/bin.js", "build", "--logLevel", "warn"], { encoding: "utf8" });
  if (build.status !== 0) {
    process.stdout.write("failed:\n");
    process.stdout.write(build.stdout ?? "");
    process.stderr.write(build.stderr ?? "");
    process.exit(build.status ?? 1);
  }
  // What the bundler still warns about (several lines each, with absolute paths) is kept for
  // reading in a file, named on the same line, so the start stays the README's few plain lines.
  const warnings = `${build.stdout}${build.stderr}`.trim();
  fs.rmSync(WARNINGS, { force: true });
  if (warnings) fs.writeFileSync(WARNINGS, `${warnings}\n`);
  const seconds = Math.round((Date.now() - started) / 1000);
  process.stdout.write(`done in ${seconds} s.${warnings ? ` Bundler warnings: ${WARNINGS}` : ""}\n`);
}
