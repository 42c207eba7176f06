import type { ListingCardData } from "#domain/listing-card.ts";
import { compactCount, compactPrice, type MapCluster, type MapPin } from "#domain/map-markers.ts";
import { formatMoney } from "#domain/money.ts";

// The results map's markers and popups, built as elements, never as HTML: titles are typed by
// owners. Leaflet makes each marker's outer element a focusable button; its name is the hidden
// text, what shows is the count or the price.

/** What the builders say, in the page's language. */
export interface MarkerWords {
  locale: string;
  cluster: (count: number) => string;
  pin: (price: string, title: string) => string;
  details: (listing: ListingCardData) => string;
  viewListing: string;
  close: string;
  zoomIn: string;
  zoomOut: string;
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, parent?: HTMLElement): HTMLElementTagNameMap[K] {
  const created = document.createElement(tag);
  created.className = className;
  parent?.appendChild(created);
  return created;
}

/**
 * The class of a marker's own element (Leaflet's, which it moves with `transform`): sized by its
 * content and centred on the point with the separate `translate` property.
 */
export const MARKER_CLASS = "group -translate-x-1/2 -translate-y-1/2 outline-none";

/** The marker's content: a name for assistive technology and what shows. */
function markerContent(name: string, shown: string, className: string): HTMLElement {
  const box = element("span", className);
  const label = element("span", "sr-only", box);
  label.textContent = name;
  const visible = element("span", "", box);
  visible.setAttribute("aria-hidden", "true");
  visible.textContent = shown;
  return box;
}

/** A cluster: a round badge with its count, larger for larger counts. */
export function clusterContent(cluster: MapCluster, words: MarkerWords): HTMLElement {
  const size = cluster.count < 10 ? "size-9 text-sm" : cluster.count < 100 ? "size-11 text-sm" : cluster.count < 1000 ? "size-12 text-sm" : "size-14 text-base";
  const box = markerContent(
    words.cluster(cluster.count),
    compactCount(cluster.count, words.locale),
    `${size} grid place-items-center rounded-full border-4 border-white/70 bg-brand-600 font-bold text-white shadow-md ring-brand-300 group-hover:bg-brand-700 group-focus-visible:ring-4`,
  );
  box.dataset.count = String(cluster.count);
  return box;
}

/** A listing: a price tag. */
export function pinContent(pin: MapPin, words: MarkerWords): HTMLElement {
  const { listing } = pin;
  const price = compactPrice(listing.price, listing.unit, words.locale);
  const box = markerContent(
    words.pin(formatMoney(listing.price, listing.unit, words.locale), listing.title),
    price,
    "block whitespace-nowrap rounded-full border border-slate-300 bg-white px-2 py-0.5 text-sm font-bold text-slate-900 shadow-md ring-brand-500 group-hover:border-brand-600 group-hover:bg-brand-50 group-focus-visible:ring-4",
  );
  box.dataset.listingId = listing.id;
  return box;
}

/** The popup of a pin: the photo, the price, the title in its own direction, the facts and the link. */
export function pinPopup(listing: ListingCardData, words: MarkerWords): HTMLElement {
  const popup = element("div", "w-60 overflow-hidden");
  popup.dataset.testid = "map-popup";
  const photo = element("a", "block aspect-[16/10] w-full bg-slate-200 bg-cover bg-center", popup);
  photo.href = listing.path;
  photo.tabIndex = -1;
  photo.setAttribute("aria-hidden", "true");
  if (listing.photo) {
    if (listing.photo.placeholder) photo.style.backgroundImage = `url("${listing.photo.placeholder}")`;
    const image = element("img", "h-full w-full object-cover", photo);
    image.src = listing.photo.url;
    image.alt = "";
    image.decoding = "async";
  }
  const body = element("div", "flex flex-col gap-1 p-3", popup);
  const price = element("p", "text-base font-bold text-slate-900", body);
  price.textContent = formatMoney(listing.price, listing.unit, words.locale);
  // Owner-typed: a <bdi> keeps its own direction, whatever the page's ("2-bedroom chalet" on an
  // Arabic page), as OwnerText does; the line keeps the page's alignment.
  const title = element("bdi", "", element("p", "line-clamp-2 font-semibold text-slate-900", body));
  title.dir = "auto";
  title.textContent = listing.title;
  const facts = element("p", "text-xs text-slate-600", body);
  facts.textContent = words.details(listing);
  const link = element("a", "self-start pt-1 text-sm font-semibold text-brand-700! underline", body);
  link.href = listing.path;
  link.textContent = words.viewListing;
  return popup;
}
