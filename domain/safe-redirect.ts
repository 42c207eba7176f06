/** A base only used to resolve relative targets; its origin is "the site" for the comparison. */
const SITE = "http://site.invalid";

/**
 * A redirect target taken from input (a form field, a query parameter): kept only when it stays on
 * this site, otherwise `fallback`. Browsers drop tabs and line breaks from a URL and read a backslash
 * as a slash, so `/<TAB>/evil.example` or `/\evil.example` would leave the site: any control character
 * or backslash is refused outright. The answer is the path the URL parser arrived at, so what was
 * checked is what is sent (and a header never carries a raw byte).
 */
export function safeRedirect(target: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  // eslint-disable-next-line no-control-regex -- the control characters are what is refused
  if (typeof target !== "string" || !target.startsWith("/") || /[\u0000-\u001f\u007f\\]/.test(target)) return fallback;
  let url: URL;
  try {
    url = new URL(target, SITE);
  } catch {
    return fallback;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  // `//host` is another site; `/.//host` becomes `//host` once the dot segment is resolved.
  if (url.origin !== SITE || path.startsWith("//")) return fallback;
  return path;
}
