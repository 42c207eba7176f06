import { useEffect, useRef, useState } from "react";
import { joinList } from "#domain/intl.ts";
import type * as Leaflet from "leaflet";
import { useTranslation } from "~/i18n/use-translation";
import { isolate } from "#domain/bidi.ts";
import { cardRooms } from "#domain/card-facts.ts";
import { roomWords } from "#domain/card-facts.ts";
import { LEBANON_BOUNDS, type MapBounds, type MapMarkers, MAP_MAX_ZOOM } from "#domain/map-markers.ts";
import { loadLeaflet, useAddTiles } from "~/lib/map-tiles.ts";
import { useListingValueLabel } from "~/lib/listing-labels.ts";
import { clusterContent, MARKER_CLASS, type MarkerWords, pinContent, pinPopup } from "./map-marker-elements.ts";

/** Markers are asked for once the map has stopped moving for this long. */
const SETTLE_MS = 250;

const toLatLngBounds = (L: typeof Leaflet, bounds: MapBounds) => L.latLngBounds([bounds.south, bounds.west], [bounds.north, bounds.east]);

/**
 * Every result of the search on a map (decision 0036): Leaflet and its tiles load only when the
 * map view is shown; the markers of the visible area are fetched from `/resources/map-markers`
 * each time the map settles (a request still running is aborted). The first answer frames the
 * results. `query` is the search's query string with its listing type (and owner).
 */
export function ResultsMap({ query }: { query: string }) {
  const { t, i18n } = useTranslation();
  const label = useListingValueLabel();
  const addTiles = useAddTiles();
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<"loading" | "updating" | "ready" | "failed" | "updateFailed">("loading");
  const words: MarkerWords = {
    locale: i18n.language,
    cluster: (count) => t("map.cluster", { count }),
    pin: (price, title) => t("map.pin", { price, title: isolate(title) }),
    details: (listing) => {
      // The facts a card shows: no rooms on land, no bedrooms in a shop (decision 0035).
      const { bedrooms, bathrooms } = cardRooms(listing);
      return [
        label("propertyType", listing.propertyType),
        bedrooms !== null ? t("cards.bedrooms", roomWords(bedrooms)) : null,
        bathrooms !== null ? t("cards.bathrooms", roomWords(bathrooms)) : null,
        t("listingCard.size", { size: listing.size }),
        joinList([listing.city, listing.district], i18n.language),
      ]
        .filter(Boolean)
        .join(" · ");
    },
    viewListing: t("search.viewListing"),
    close: t("map.close"),
    zoomIn: t("map.zoomIn"),
    zoomOut: t("map.zoomOut"),
  };
  const latestWords = useRef(words);
  useEffect(() => {
    latestWords.current = words;
  });

  useEffect(() => {
    let cancelled = false;
    let remove = () => {};
    void loadLeaflet()
      .then((L) => {
        if (cancelled || !container.current) return;
        const map = L.map(container.current, { maxZoom: MAP_MAX_ZOOM, zoomControl: false }).fitBounds(toLatLngBounds(L, LEBANON_BOUNDS));
        L.control.zoom({ zoomInTitle: latestWords.current.zoomIn, zoomOutTitle: latestWords.current.zoomOut }).addTo(map);
        addTiles(L, map);
        // Leaflet names its popup's close button in English.
        map.on("popupopen", (event) =>
          event.popup.getElement()?.querySelector(".leaflet-popup-close-button")?.setAttribute("aria-label", latestWords.current.close),
        );
        const markers = L.layerGroup().addTo(map);
        let framed = false;
        let settling: ReturnType<typeof setTimeout> | undefined;
        let request: AbortController | undefined;

        // Markers are kept across answers when they come back: no flicker, and an open popup (its
        // opening pans the map, which asks again) stays open.
        const shown = new Map<string, Leaflet.Marker>();
        const show = (answer: MapMarkers) => {
          const words = latestWords.current;
          const next = new Map<string, () => Leaflet.Marker>();
          for (const cluster of answer.clusters) {
            next.set(`cluster:${cluster.latitude}:${cluster.longitude}:${cluster.count}`, () => {
              const icon = L.divIcon({ html: clusterContent(cluster, words), className: MARKER_CLASS, iconSize: null as never });
              return L.marker([cluster.latitude, cluster.longitude], { icon, keyboard: true, riseOnHover: true }).on("click", () => zoomInto(cluster.bounds));
            });
          }
          for (const pin of answer.pins) {
            next.set(`pin:${pin.listing.id}:${pin.listing.price}:${pin.listing.unit}`, () => {
              const icon = L.divIcon({ html: pinContent(pin, words), className: MARKER_CLASS, iconSize: null as never });
              return L.marker([pin.latitude, pin.longitude], { icon, keyboard: true, riseOnHover: true, zIndexOffset: 1000 }).bindPopup(
                () => pinPopup(pin.listing, latestWords.current),
                {
                  className: POPUP_CLASS,
                  minWidth: 240,
                  maxWidth: 240,
                  autoPanPadding: [16, 16],
                },
              );
            });
          }
          for (const [key, marker] of shown) {
            if (next.has(key)) continue;
            markers.removeLayer(marker);
            shown.delete(key);
          }
          for (const [key, create] of next) if (!shown.has(key)) shown.set(key, create().addTo(markers));
        };
        // A cluster opens to its listings' extent, at least two zoom levels closer.
        const zoomInto = (bounds: MapBounds) => {
          const target = toLatLngBounds(L, bounds);
          const zoom = Math.min(MAP_MAX_ZOOM, Math.max(map.getZoom() + 2, map.getBoundsZoom(target.pad(0.2))));
          map.setView(target.getCenter(), zoom);
        };
        const load = async () => {
          request?.abort();
          const current = new AbortController();
          request = current;
          const view = map.getBounds();
          const clamp = (value: number, limit: number) => Math.max(-limit, Math.min(limit, value));
          const area = new URLSearchParams(query);
          area.set("south", String(clamp(view.getSouth(), 90)));
          area.set("west", String(clamp(view.getWest(), 180)));
          area.set("north", String(clamp(view.getNorth(), 90)));
          area.set("east", String(clamp(view.getEast(), 180)));
          area.set("zoom", String(Math.round(map.getZoom())));
          setState((previous) => (previous === "loading" ? previous : "updating"));
          try {
            const response = await fetch(`/resources/map-markers?${area}`, { signal: current.signal });
            if (!response.ok) throw new Error(`Map markers: ${response.status}`);
            const answer = (await response.json()) as MapMarkers;
            if (cancelled || current.signal.aborted) return;
            show(answer);
            setState("ready");
            // The first answer frames the results (a district's search opens on the district).
            if (!framed && answer.bounds) {
              framed = true;
              map.fitBounds(toLatLngBounds(L, answer.bounds), { padding: [32, 32], maxZoom: 15 });
            }
          } catch (error) {
            if (cancelled || current.signal.aborted) return;
            console.error(error);
            setState((previous) => (previous === "loading" ? "failed" : "updateFailed"));
          }
        };
        map.on("moveend", () => {
          clearTimeout(settling);
          settling = setTimeout(() => void load(), SETTLE_MS);
        });
        void load();
        remove = () => {
          clearTimeout(settling);
          request?.abort();
          map.remove();
        };
      })
      .catch(() => !cancelled && setState("failed"));
    return () => {
      cancelled = true;
      remove();
    };
  }, [query, addTiles]);

  return (
    <div className="relative">
      <div
        ref={container}
        role="region"
        aria-label={t("search.mapLabel")}
        className="h-[calc(100svh-14rem)] max-h-[40rem] min-h-[22rem] w-full overflow-hidden rounded-xl border border-slate-300 bg-slate-100 lg:h-[36rem]"
        data-testid="results-map"
      />
      <div aria-live="polite" className="pointer-events-none absolute inset-x-0 top-3 z-[1000] flex justify-center">
        {state === "loading" || state === "updating" ? (
          <p className="rounded-full bg-white px-3 py-1 text-sm font-medium text-slate-800 shadow-md">
            {t(state === "loading" ? "search.mapLoading" : "map.updating")}
          </p>
        ) : null}
        {state === "updateFailed" ? (
          <p className="rounded-full bg-white px-3 py-1 text-sm font-medium text-red-700 shadow-md">{t("map.updateFailed")}</p>
        ) : null}
      </div>
      {state === "failed" ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {t("search.mapFailed")}
        </p>
      ) : null}
    </div>
  );
}

// The popup shows its photo edge to edge, in a rounded card. Leaflet's stylesheet is not in a
// cascade layer, so it wins over Tailwind's utilities unless they are marked important (`!`):
// its margins around the content and on paragraphs, its left alignment, its link colour.
const POPUP_CLASS = [
  "[&_.leaflet-popup-content-wrapper]:overflow-hidden [&_.leaflet-popup-content-wrapper]:rounded-xl! [&_.leaflet-popup-content-wrapper]:p-0! [&_.leaflet-popup-content-wrapper]:text-start!",
  "[&_.leaflet-popup-content]:m-0! [&_.leaflet-popup-content]:w-60! [&_.leaflet-popup-content]:text-sm! [&_.leaflet-popup-content_p]:m-0!",
  "[&_.leaflet-popup-close-button]:m-1 [&_.leaflet-popup-close-button]:rounded-full [&_.leaflet-popup-close-button]:bg-white/90!",
].join(" ");
