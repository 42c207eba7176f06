import "i18next";
import type en from "./locales/en.ts";

// Typed keys: `t("nav.rent")` is checked against the English catalog.
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: typeof en };
  }
}
