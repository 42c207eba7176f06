import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { HydratedRouter } from "react-router/dom";
import { isLocale, DEFAULT_LOCALE } from "#domain/locale.ts";
import { createI18n, loadCatalog } from "./i18n/i18n.ts";
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
      <I18nextProvider i18n={i18n}>
        <HydratedRouter />
      </I18nextProvider>
    </StrictMode>,
  );
});
