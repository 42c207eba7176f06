import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

// The layer table of ARCHITECTURE.md is the lint's: each import across a layer is tried here as the
// file that would write it, and the lint must refuse it (and let the allowed ones through).
const eslint = new ESLint({ cwd: process.cwd() });

async function refusals(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === "@typescript-eslint/no-restricted-imports").map((message) => message.message);
}

describe("the layers, as the lint checks them", () => {
  // Loading the lint's configuration and plugins takes seconds on a busy machine: once, up front.
  beforeAll(() => eslint.lintText("export {};\n", { filePath: "domain/warm-up.ts" }), 60_000);

  it("domain/ imports neither server/ nor app/, nor a library that does I/O", async () => {
    expect(await refusals("domain/probe.ts", 'import { db } from "../server/runtime.server.ts";\nexport const x = db;\n')).not.toEqual([]);
    expect(await refusals("domain/probe.ts", 'import { db } from "#server/runtime.server.ts";\nexport const x = db;\n')).not.toEqual([]);
    expect(await refusals("domain/i18n/probe.ts", 'import { formatDate } from "../../app/lib/format.ts";\nexport const x = formatDate;\n')).not.toEqual([]);
    expect(await refusals("domain/probe.ts", 'import fs from "node:fs";\nexport const x = fs;\n')).not.toEqual([]);
    expect(
      await refusals(
        "domain/probe.ts",
        'import { z } from "zod";\nimport { BEIRUT } from "./days.ts";\nimport { TZDate } from "@date-fns/tz";\nexport const x = [z, BEIRUT, TZDate];\n',
      ),
    ).toEqual([]);
  });

  it("server/ does not import app/", async () => {
    expect(
      await refusals("server/listings/probe.server.ts", 'import { formatDate } from "../../app/lib/format.ts";\nexport const x = formatDate;\n'),
    ).not.toEqual([]);
    expect(await refusals("server/probe.server.ts", 'import { formatDate } from "~/lib/format.ts";\nexport const x = formatDate;\n')).not.toEqual([]);
    expect(await refusals("server/probe.server.ts", 'import { BEIRUT } from "../domain/days.ts";\nexport const x = BEIRUT;\n')).toEqual([]);
  });

  it("a component imports nothing from server/, not even a type: answer shapes are domain/ schemas", async () => {
    expect(await refusals("app/components/probe.tsx", 'import { db } from "#server/runtime.server.ts";\nexport const x = db;\n')).not.toEqual([]);
    expect(
      await refusals(
        "app/components/probe.tsx",
        'import type { StartedPayment } from "#server/payments/make-payment.server.ts";\nexport type X = StartedPayment;\n',
      ),
    ).not.toEqual([]);
    expect(await refusals("app/components/probe.tsx", 'import type { RentAccount } from "#domain/tenancy.ts";\nexport type X = RentAccount;\n')).toEqual([]);
  });
});

describe("one calendar, as the lint checks it (issue 27)", () => {
  const calendarRefusals = async (filePath: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath });
    return (result?.messages ?? []).filter((message) => message.ruleId === "no-restricted-syntax").length;
  };

  it("refuses Beirut's zone and the length of a day written outside domain/days.ts, in any spelling", async () => {
    for (const spelling of ['"Asia/Beirut"', "86_400_000", "86_400", "24 * 60 * 60 * 1000", "60 * 60 * 24 * 30", "24 * 3_600_000"])
      expect(await calendarRefusals("server/probe.server.ts", `export const x = ${spelling};\n`), spelling).toBe(1);
    expect(await calendarRefusals("server/probe.server.ts", "export const x = 24 * 7 + 60;\n")).toBe(0);
    expect(await calendarRefusals("domain/days.ts", "export const x = 86_400_000;\n")).toBe(0);
  });
});
