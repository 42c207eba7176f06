import path from "node:path";
import type { Plugin } from "vite";
import { type CatalogPart, type CatalogTree, CATALOG_PARTS, catalogPart } from "#domain/i18n/catalog-parts.ts";

const PREFIX = "virtual:catalog/";
const LOCALES_DIR = path.resolve("domain/i18n/locales");

/**
 * `virtual:catalog/<lang>-<part>`: one part of a language's catalog as JSON (decision 0050), built
 * from domain/i18n/locales/<lang>.ts with the keys it lacks filled from English.
 */
export function catalogParts(): Plugin {
  return {
    name: "beitna-catalog-parts",
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    async load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const [locale = "", part = ""] = id.slice(PREFIX.length + 1).split("-");
      if (!CATALOG_PARTS.includes(part as CatalogPart)) throw new Error(`No catalog part "${part}" (${id})`);
      // tsx evaluates the TypeScript catalogs afresh on every call, so the dev server sees edits.
      const { tsImport } = await import("tsx/esm/api");
      const read = async (lang: string) => ((await tsImport(path.join(LOCALES_DIR, `${lang}.ts`), import.meta.url)) as { default: CatalogTree }).default;
      const messages = catalogPart(await read(locale), await read("en"), part as CatalogPart);
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(messages))});`;
    },
    configureServer(server) {
      server.watcher.on("change", (file) => {
        if (!file.startsWith(LOCALES_DIR)) return;
        for (const module of server.moduleGraph.idToModuleMap.values()) {
          if (module.id?.startsWith(`\0${PREFIX}`)) server.moduleGraph.invalidateModule(module);
        }
      });
    },
  };
}
