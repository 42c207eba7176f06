import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { CATALOG_PARTS, type CatalogPart } from "#domain/i18n/catalog-parts.ts";
import { loadCatalogParts, pageLocale } from "./i18n/catalog-parts.client.ts";
import { createI18n, showMissingKeysAs } from "#domain/i18n/i18n.ts";
import { I18nContext } from "./i18n/use-translation.ts";
import { installChunkErrorReporting } from "./lib/chunk-errors.client.ts";
import { installStrayValidationGuard } from "./lib/stray-validation.client.ts";

installChunkErrorReporting();
installStrayValidationGuard();
// As the server's production build does (decision 0061): a key no catalog has reads as nothing, never as the key.
if (import.meta.env.PROD) showMissingKeysAs(() => "");

// The parts of the catalog the server's page used (root.tsx names them on <html>), before hydrating.
const parts = (document.documentElement.dataset.catalog ?? "").split(" ").filter((part): part is CatalogPart => CATALOG_PARTS.includes(part as CatalogPart));
const locale = pageLocale();
await loadCatalogParts(parts.length ? parts : CATALOG_PARTS, locale);
const i18n = createI18n(locale);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <I18nContext.Provider value={i18n}>
        <HydratedRouter />
      </I18nContext.Provider>
    </StrictMode>,
  );
});
