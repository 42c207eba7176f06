import type { Locale } from "#domain/locale.ts";
import type { SiteContent } from "./types.ts";

const loaders: Record<Locale, () => Promise<{ content: SiteContent }>> = {
  en: () => import("./en.ts"),
  ar: () => import("./ar.ts"),
  fr: () => import("./fr.ts"),
};

/** Long-form content (legal text, services) in the request's language, server side only. */
export async function loadSiteContent(locale: Locale): Promise<SiteContent> {
  return (await loaders[locale]()).content;
}
