import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/use-translation";
import type { CircleMarker, Map as LeafletMap } from "leaflet";
import { loadLeaflet, useAddTiles } from "~/lib/map-tiles.ts";

export interface LatLng {
  latitude: number;
  longitude: number;
}

/**
 * A map to pin the listing's exact spot. Leaflet and its tiles are only fetched when the owner
 * asks for the map, so a phone on a weak connection never pays for them otherwise.
 */
export function MapPicker({ center, value, onPick }: { center: LatLng; value: LatLng | null; onPick: (point: LatLng) => void }) {
  const { t } = useTranslation();
  const addTiles = useAddTiles();
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<"loading" | "ready" | "failed">("loading");
  const map = useRef<LeafletMap | null>(null);
  const marker = useRef<CircleMarker | null>(null);
  const latest = useRef({ onPick, value, center });
  useEffect(() => {
    latest.current = { onPick, value, center };
  });

  useEffect(() => {
    let cancelled = false;
    void loadLeaflet()
      .then((L) => {
        if (cancelled || !container.current) return;
        const start = latest.current.value ?? latest.current.center;
        const instance = L.map(container.current).setView([start.latitude, start.longitude], 15);
        addTiles(L, instance);
        // A vector marker: no marker image files to bundle or fetch.
        const pin = L.circleMarker([start.latitude, start.longitude], { radius: 9, color: "#0f766e", fillOpacity: 0.8 });
        if (latest.current.value) pin.addTo(instance);
        instance.on("click", (event) => {
          pin.setLatLng(event.latlng).addTo(instance);
          latest.current.onPick({ latitude: event.latlng.lat, longitude: event.latlng.lng });
        });
        map.current = instance;
        marker.current = pin;
        setState("ready");
      })
      .catch(() => !cancelled && setState("failed"));
    return () => {
      cancelled = true;
      map.current?.remove();
      map.current = null;
    };
  }, [addTiles]);

  // Keyboard users pan the map with the arrow keys, then pin its centre.
  const pinCentre = () => {
    if (!map.current || !marker.current) return;
    const centre = map.current.getCenter();
    marker.current.setLatLng(centre).addTo(map.current);
    onPick({ latitude: centre.lat, longitude: centre.lng });
  };

  return (
    <div className="space-y-2">
      <div ref={container} role="application" aria-label={t("listingEditor.mapLabel")} className="h-72 w-full rounded border border-slate-300 bg-slate-100" />
      {state === "loading" ? <p className="text-sm text-slate-600">{t("listingEditor.mapLoading")}</p> : null}
      {state === "failed" ? (
        <p role="alert" className="text-sm text-red-700">
          {t("listingEditor.mapFailed")}
        </p>
      ) : null}
      {state === "ready" ? (
        <button type="button" onClick={pinCentre} className="rounded border border-slate-400 px-3 py-1 text-sm">
          {t("listingEditor.pinCentre")}
        </button>
      ) : null}
    </div>
  );
}
