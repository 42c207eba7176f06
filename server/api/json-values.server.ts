import { publicUrl } from "../env.server.ts";
import { runtime } from "../runtime.server.ts";

/** Photos are served from our own /media unless a CDN is set: the API answers whole addresses. */
export function absoluteUrl(url: string): string {
  return new URL(url, publicUrl(runtime().env)).toString();
}

/** A date as the API's JSON carries it (ISO 8601, UTC), or null. */
export const isoOrNull = (date: Date | null) => date?.toISOString() ?? null;
