import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { isLocale, DEFAULT_LOCALE } from "#domain/locale.ts";
import { createI18n, loadCatalog } from "./i18n/i18n.ts";
import { I18nContext } from "./i18n/use-translation.ts";
import { installChunkErrorReporting } from "./lib/chunk-errors.client.ts";

installChunkErrorReporting();

const lang = document.documentElement.lang;
const locale = isLocale(lang) ? lang : DEFAULT_LOCALE;
await loadCatalog(locale);
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
