import { publicUrl } from "#server/env.server.ts";
import { runtime } from "#server/runtime.server.ts";

/** The site's public origin (PUBLIC_URL), for canonical URLs, sitemaps and previews. */
export function siteOrigin(): string {
  return publicUrl(runtime().env);
}
