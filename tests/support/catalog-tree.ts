/** A message catalog as nested objects of strings. */
export type CatalogTree = { [key: string]: string | CatalogTree };

/** Every message of a catalog by its dotted key ("phone.beds_one"). */
export function flattenCatalog(tree: CatalogTree, prefix = ""): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") entries.set(path, value);
    else for (const [inner, text] of flattenCatalog(value, path)) entries.set(inner, text);
  }
  return entries;
}
