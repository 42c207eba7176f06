// `npm start` builds first when the build is missing or older than the code,
// so a newcomer's `npm install && npm start` always serves the current tree.
import { execSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const stamp = path.resolve("build/server/index.js");
const sources = ["app", "server", "domain", "vite.config.ts", "react-router.config.ts", "package-lock.json"];

function newestChange(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(entry).map((name) => newestChange(path.join(entry, name))));
}

const built = fs.existsSync(stamp) ? fs.statSync(stamp).mtimeMs : 0;
if (built < Math.max(...sources.map(newestChange))) {
  console.log("Building Beitna…");
  execSync("npm run build", { stdio: "inherit" });
}
