import fs from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import ts from "typescript";
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

  it("a component imports nothing from a route module, not even a type: answer shapes are domain/ or app/lib/route-answers.ts", async () => {
    expect(await refusals("app/components/probe.tsx", 'import type { action } from "~/routes/auth/sign-in.ts";\nexport type X = typeof action;\n')).not.toEqual(
      [],
    );
    expect(
      await refusals("app/components/offers/probe.tsx", 'import type { OfferActionData } from "../../routes/offers.tsx";\nexport type X = OfferActionData;\n'),
    ).not.toEqual([]);
    expect(await refusals("app/components/probe.tsx", 'import type { SignInAnswer } from "~/lib/route-answers.ts";\nexport type X = SignInAnswer;\n')).toEqual(
      [],
    );
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

describe("the screens' building blocks, as the lint checks them (issue 45)", () => {
  const blockRefusals = async (filePath: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath });
    return (result?.messages ?? []).filter((message) => message.ruleId === "no-restricted-syntax").length;
  };

  it("refuses a navigation's state compared by hand, and the primary button's and the label's classes written out, outside app/components/ui/", async () => {
    const busy = 'import { useNavigation } from "react-router";\nexport function useBusy() { return useNavigation().state !== "idle"; }\n';
    const fetcherBusy = "export const busy = (fetcher: { state: string }) => fetcher.state === 'submitting';\n";
    const primary = 'export const x = "rounded bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700";\n';
    const primaryInTemplate = "export const x = (wide: boolean) => `${wide ? 'w-full' : ''} rounded bg-brand-600 px-4 text-white hover:bg-brand-700`;\n";
    const label = 'export const x = "mb-1 block text-sm font-medium text-slate-800";\n';
    for (const code of [busy, fetcherBusy, primary, primaryInTemplate, label]) {
      expect(await blockRefusals("app/routes/probe.tsx", code), code).toBe(1);
      expect(await blockRefusals("app/components/probe/probe.tsx", code), code).toBe(1);
      expect(await blockRefusals("app/components/ui/probe.tsx", code), code).toBe(0);
    }
    // A badge in the brand's colour is not a button.
    expect(
      await blockRefusals("app/routes/probe.tsx", 'export const x = "grid size-5 place-items-center rounded-full bg-brand-600 text-xs text-white";\n'),
    ).toBe(0);
    // Nor is a map marker that darkens when its group (Leaflet's focusable marker) is hovered.
    expect(await blockRefusals("app/routes/probe.tsx", 'export const x = "rounded-full bg-brand-600 font-bold text-white group-hover:bg-brand-700";\n')).toBe(
      0,
    );
    // The calendar's rule still holds on screens.
    expect(await blockRefusals("app/routes/probe.tsx", "export const x = 86_400_000;\n")).toBe(1);
  });
});

describe("the runtime imports (issue 45)", () => {
  it("make no cycle: a module in one evaluates half-initialised, depending on which is loaded first", () => {
    const graph = runtimeImports(["app", "domain", "server"]);
    const cycles = stronglyConnected(graph).map((cycle) => cycle.join(", "));
    expect(cycles).toEqual([]);
    // Parsing some 900 files takes seconds on a busy machine.
  }, 60_000);

  it("(the walk sees a cycle, and not one through type imports)", () => {
    const graph = new Map([
      ["a", ["b"]],
      ["b", ["c"]],
      ["c", ["a"]],
      ["d", []],
    ]);
    expect(stronglyConnected(graph)).toEqual([["a", "b", "c"]]);
    const typeOnly = ts.createSourceFile(
      "x.ts",
      'import type { A } from "./a.ts";\nimport { type B } from "./b.ts";\nexport type { C } from "./c.ts";\n',
      ts.ScriptTarget.Latest,
    );
    expect(runtimeSpecifiers(typeOnly)).toEqual([]);
  });
});

/** The modules a file loads when it runs: type-only imports and re-exports are erased. */
function runtimeSpecifiers(source: ts.SourceFile): string[] {
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      const named = clause?.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings.elements : undefined;
      const onlyTypes = clause?.isTypeOnly || (clause && !clause.name && named?.length && named.every((element) => element.isTypeOnly));
      if (!onlyTypes) specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
      specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  return specifiers;
}

/** Each source file of the folders, and the project files it imports at run time (aliases of tsconfig.json resolved). */
function runtimeImports(folders: string[]): Map<string, string[]> {
  const files = folders.flatMap((folder) =>
    fs
      .readdirSync(folder, { recursive: true, encoding: "utf8" })
      .filter((file) => /\.tsx?$/.test(file) && !file.endsWith(".d.ts"))
      .map((file) => path.posix.join(folder, file.split(path.sep).join("/"))),
  );
  const known = new Set(files);
  const aliases: Array<[string, string]> = [
    ["~/", "app/"],
    ["#domain/", "domain/"],
    ["#server/", "server/"],
  ];
  const resolve = (from: string, specifier: string): string | undefined => {
    const alias = aliases.find(([prefix]) => specifier.startsWith(prefix));
    const target = alias
      ? alias[1] + specifier.slice(alias[0].length)
      : specifier.startsWith(".")
        ? path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier))
        : undefined;
    return target === undefined ? undefined : [target, `${target}.ts`, `${target}.tsx`, `${target}/index.ts`].find((file) => known.has(file));
  };
  return new Map(
    files.map((file) => {
      const source = ts.createSourceFile(file, fs.readFileSync(file, "utf8"), ts.ScriptTarget.Latest);
      return [file, runtimeSpecifiers(source).flatMap((specifier) => resolve(file, specifier) ?? [])];
    }),
  );
}

/** Tarjan's strongly connected components of more than one module (or one importing itself), each sorted. */
function stronglyConnected(graph: Map<string, string[]>): string[][] {
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (node: string) => {
    order.set(node, order.size);
    low.set(node, order.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, order.get(next)!));
    }
    if (low.get(node) !== order.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || graph.get(node)?.includes(node)) components.push(component.sort());
  };
  for (const node of graph.keys()) if (!order.has(node)) visit(node);
  return components;
}
