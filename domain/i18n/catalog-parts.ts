/**
 * The browser loads a language's catalog in parts (decision 0050): what a visitor's pages show
 * (home, search, a listing, the sign-in dialogs, the header, the footer, the error screens), what
 * only signed-in screens show (dashboard, posting, credits, promote, admin, tenancy, ...), and what
 * only the area price guides show (decision 0066). The server renders with the whole catalog;
 * `npm run size` fails when code a page can load asks for a key of a part that page does not load.
 */
export const CATALOG_PARTS = ["visitor", "signedIn", "guides"] as const;
export type CatalogPart = (typeof CATALOG_PARTS)[number];

/** The layouts whose screens need the signed-in part (app/routes.ts): loaded before they render. */
export const SIGNED_IN_LAYOUTS: readonly string[] = ["routes/guards/private", "routes/guards/admin"];
/** The routes that need the guides part: the area price guides. */
export const GUIDE_ROUTES: readonly string[] = ["routes/prices", "routes/prices-index"];

/**
 * The namespaces of the signed-in part, each with the groups of it that a visitor's page or the
 * shell shows all the same (kept in the visitor part): the listing page's owner box, the contact
 * forms, the signed-in header's menu. A namespace's `errors` stay with the visitor too: the server
 * answers a form on any page with them.
 */
const SIGNED_IN: Record<string, readonly string[]> = {
  admin: ["pagination", "errors"],
  bulk: [],
  credits: [],
  dashboard: ["statuses", "bulkNoneSelected", "planRequired", "promoCodeRequired", "promoCodeInvalid", "errors"],
  favorites: [],
  insights: [],
  listingEditor: [
    "propertyType",
    "propertyCategory",
    "paymentFrequency",
    "downPayment",
    "paymentMethod",
    "bedroom",
    "bathroom",
    "size",
    "finishLevel",
    "furnished",
    "special",
    "moveInDate",
  ],
  listingForm: [],
  offers: ["aboveAsking", "aboveAskingConfirm", "aboveAskingChange", "farBelowAsking", "message", "amount", "currency", "inOther", "compose", "errors"],
  promote: ["tiers", "errors"],
  requests: ["received", "sent", "filterListing", "filterStatus", "allListings", "allStatuses", "apply", "compose", "errors"],
  settings: [],
  tenancy: ["menu", "invitation", "errors"],
  tenantFiles: ["conditions", "errors"],
};

/**
 * Groups of a visitor namespace that only signed-in screens show: the saved searches and
 * notifications pages, the mail settings, the dashboard's listing rows, the admin's card controls,
 * and those screens' titles (the search page's Save dialog, the header's bell and menu, and every
 * error the server may answer stay with the visitor). `npm run size` fails when a visitor's page
 * asks for one of them.
 */
const SIGNED_IN_GROUPS: Record<string, readonly string[]> = {
  savedSearches: ["rename", "delete", "update", "open", "savedOn", "alertsFor", "deleteLabel", "intro", "empty"],
  notifications: ["next", "previous", "save", "mailTitle", "mailIntro", "pages", "pageOf", "pageIntro", "deliveries"],
  roughEdges: ["boostImpressions", "boostedToday", "boostedDaysAgo", "hidden", "hiddenHint", "cancelled"],
  cards: ["admin"],
  pages: [
    "dashboard",
    "postlisting",
    "editlisting",
    "activatelisting",
    "renewmembership",
    "changemembership",
    "credits",
    "applycredits",
    "editcredits",
    "bulk",
    "insights",
    "listing-insights",
    "tenancies",
    "favorites",
    "saved-searches",
    "notifications",
    "settings",
    "admin",
  ],
};
/** The guides' namespace, with the groups a listing page shows all the same (its price against its area's). */
const GUIDES: Record<string, readonly string[]> = {
  prices: [
    "comparisonBelow",
    "comparisonAbove",
    "comparisonTypical",
    "comparisonListings",
    "comparisonLink",
    "perMonth",
    "groupBedrooms",
    "typicalRentHere",
    "typicalPriceHere",
    "byArea",
    "mortgage",
  ],
};

/** Namespaces only the server shows (every mail's words): in no part the browser loads. */
export const SERVER_ONLY_NAMESPACES: readonly string[] = ["mail"];

/** The part a key (`dashboard.title`) belongs to. */
export function partOfKey(key: string): CatalogPart {
  const [namespace = "", keyGroup = ""] = key.split(".");
  const group = keyGroup.replace(/_(zero|one|two|few|many|other)$/, "");
  if (SIGNED_IN_GROUPS[namespace]?.includes(group)) return "signedIn";
  const signedInKeeps = SIGNED_IN[namespace];
  if (signedInKeeps && !signedInKeeps.includes(group)) return "signedIn";
  const guidesKeep = GUIDES[namespace];
  if (guidesKeep && !guidesKeep.includes(group)) return "guides";
  return "visitor";
}

/** The parts a page needs, by the ids of the routes it matches. */
export function partsOfPage(routeIds: readonly string[]): CatalogPart[] {
  const parts: CatalogPart[] = ["visitor"];
  if (routeIds.some((id) => SIGNED_IN_LAYOUTS.includes(id))) parts.push("signedIn");
  if (routeIds.some((id) => GUIDE_ROUTES.includes(id))) parts.push("guides");
  return parts;
}

export type CatalogTree = { [key: string]: string | CatalogTree };

/**
 * One part of a language's catalog, every key it lacks filled with the English text (what the
 * translator would fall back to: the browser then never needs the English catalog beside it).
 * The server-only namespaces are in neither part.
 */
export function catalogPart(messages: CatalogTree, english: CatalogTree, part: CatalogPart): CatalogTree {
  function pick(own: CatalogTree | undefined, fallback: CatalogTree, prefix: string): CatalogTree {
    const out: CatalogTree = {};
    for (const key of new Set([...Object.keys(fallback), ...Object.keys(own ?? {})])) {
      const path = prefix ? `${prefix}.${key}` : key;
      if (!prefix && SERVER_ONLY_NAMESPACES.includes(key)) continue;
      if (partOfKey(path) !== part && path.split(".").length >= 2) continue;
      const mine = own?.[key];
      const theirs = fallback[key];
      if (typeof mine === "string" || (mine === undefined && typeof theirs === "string")) {
        out[key] = (mine ?? theirs) as string;
      } else {
        const inner = pick(typeof mine === "object" ? mine : undefined, typeof theirs === "object" ? theirs : {}, path);
        if (Object.keys(inner).length) out[key] = inner;
      }
    }
    return out;
  }
  return pick(messages, english, "");
}

/** Adds a part's keys to a catalog loaded before (the parts share no key). */
export function mergeCatalog(target: CatalogTree, part: CatalogTree): void {
  for (const [key, value] of Object.entries(part)) {
    const existing = target[key];
    if (typeof value === "object" && typeof existing === "object") mergeCatalog(existing, value);
    else target[key] = value;
  }
}
