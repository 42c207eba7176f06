/**
 * Text a person typed (a listing's title, a rejection reason, a name) keeps its own direction
 * inside a sentence or a page of the other direction: "2-bedroom chalet" on an Arabic page is not
 * shown as "bedroom chalet-2", and "Blurry photos." keeps its full stop at its end. Inside an
 * element, `<bdi>` (OwnerText) does it; inside a plain string (a sentence built by i18next, an
 * attribute, the document title, a mail) the Unicode first-strong isolate marks do the same.
 */
const FIRST_STRONG_ISOLATE = "\u2068";
const POP_DIRECTIONAL_ISOLATE = "\u2069";

export function isolate(text: string): string {
  return text ? `${FIRST_STRONG_ISOLATE}${text}${POP_DIRECTIONAL_ISOLATE}` : text;
}

/** The same object with the named text fields isolated (the others as they were). */
export function isolateFields<T extends object>(values: T, keys: ReadonlyArray<keyof T>): T {
  const copy = { ...values };
  for (const key of keys) {
    const value = copy[key];
    if (typeof value === "string") copy[key] = isolate(value) as T[keyof T];
  }
  return copy;
}
