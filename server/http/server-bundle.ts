// The server bundle's entry (vite.config.ts): the route build and the whole
// Express application end up in build/server/index.js together.
import * as build from "virtual:react-router/server-build";
import { start } from "../main.server.ts";

export function startProduction(): Promise<void> {
  return start({ build });
}
