import { recordVisitEvent } from "../../analytics/record-visit-event.server.ts";
import { defineFunction } from "../define-function.server.ts";
import { ipInput, ipOutput } from "./ip.schema.ts";

export const ip = defineFunction({
  name: "IP",
  tag: "Analytics",
  summary: "Record an app start",
  description: "SPEC.md §7 `IP`, called once at startup: first-party analytics (the user agent and page `General`); nothing leaves Beitna.",
  access: "anyone",
  input: ipInput,
  output: ipOutput,
  example: { input: { userAgent: "Beitna/2.4 (Android 14)", page: "General" }, output: {} },
  async handler(input, { locale }) {
    await recordVisitEvent({ kind: "startup", page: input.page }, { userAgent: input.userAgent, locale });
    return {};
  },
});
