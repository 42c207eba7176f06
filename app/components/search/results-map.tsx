import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/use-translation";
import type { ListingCardData } from "#domain/listing-card.ts";
import type { ListingMarker } from "#server/search/listing-markers.server.ts";
import { loadLeaflet, useAddTiles } from "~/lib/map-tiles.ts";

/**
 * The page of results on a map: Leaflet and its tiles load only when the map is asked for, and
 * each listing is a vector circle marker whose popup links to it.
 */
export function ResultsMap({ listings, markers }: { listings: ListingCardData[]; markers: ListingMarker[] }) {
  const { t } = useTranslation();
  const addTiles = useAddTiles();
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<"loading" | "ready" | "failed">("loading");
  const latest = useRef({ listings, markers, label: t("search.viewListing") });
  useEffect(() => {
    latest.current = { listings, markers, label: t("search.viewListing") };
  });
  const key = markers.map((marker) => marker.id).join();

  useEffect(() => {
    let cancelled = false;
    let remove = () => {};
    void loadLeaflet()
      .then((L) => {
        if (cancelled || !container.current) return;
        const { listings: shown, markers: pins, label } = latest.current;
        const map = L.map(container.current);
        addTiles(L, map);
        const byId = new Map(shown.map((listing) => [listing.id, listing]));
        for (const pin of pins) {
          const listing = byId.get(pin.id);
          if (!listing) continue;
          // Built as elements, never as HTML: titles are typed by owners.
          const popup = document.createElement("div");
          const title = popup.appendChild(document.createElement("p"));
          title.textContent = listing.title;
          const link = popup.appendChild(document.createElement("a"));
          link.href = listing.path;
          link.textContent = label;
          L.circleMarker([pin.latitude, pin.longitude], { radius: 9, color: "#0f766e", fillOpacity: 0.8 }).bindPopup(popup).addTo(map);
        }
        if (pins.length) map.fitBounds(L.latLngBounds(pins.map((pin) => [pin.latitude, pin.longitude] as [number, number])), { padding: [24, 24], maxZoom: 15 });
        else map.setView([33.89, 35.5], 9);
        remove = () => map.remove();
        setState("ready");
      })
      .catch(() => !cancelled && setState("failed"));
    return () => {
      cancelled = true;
      remove();
    };
  }, [key, addTiles]);

  return (
    <div className="space-y-2">
      <div ref={container} role="region" aria-label={t("search.mapLabel")} className="h-[28rem] w-full rounded border border-slate-300 bg-slate-100" data-testid="results-map" />
      {state === "loading" ? <p className="text-sm text-slate-600">{t("search.mapLoading")}</p> : null}
      {state === "failed" ? (
        <p role="alert" className="text-sm text-red-700">
          {t("search.mapFailed")}
        </p>
      ) : null}
    </div>
  );
}
