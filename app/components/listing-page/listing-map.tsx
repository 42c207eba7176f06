import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { loadLeaflet, useAddTiles } from "~/lib/map-tiles.ts";
import type { LatLng } from "~/components/listing-editor/map-picker.tsx";

/**
 * The listing's spot on a map. Leaflet and its tiles load only when the map scrolls into view or
 * the visitor asks for it, so a phone that never gets there never pays for them.
 */
export function ListingMap({ marker }: { marker: LatLng }) {
  const { t } = useTranslation();
  const addTiles = useAddTiles();
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<"idle" | "loading" | "ready" | "failed">("idle");

  useEffect(() => {
    const element = container.current;
    if (state !== "idle" || !element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setState("loading");
      },
      { rootMargin: "200px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [state]);

  useEffect(() => {
    if (state !== "loading") return;
    let cancelled = false;
    let remove: (() => void) | undefined;
    void loadLeaflet()
      .then((L) => {
        if (cancelled || !container.current) return;
        // A map inside a page: the page keeps the scroll wheel, phones keep one-finger scrolling.
        const map = L.map(container.current, { scrollWheelZoom: false, dragging: !L.Browser.mobile }).setView([marker.latitude, marker.longitude], 15);
        addTiles(L, map);
        L.circleMarker([marker.latitude, marker.longitude], { radius: 9, color: "#0f766e", fillOpacity: 0.8 }).addTo(map);
        remove = () => map.remove();
        setState("ready");
      })
      .catch(() => !cancelled && setState("failed"));
    return () => {
      cancelled = true;
      remove?.();
    };
  }, [state, marker.latitude, marker.longitude, addTiles]);

  return (
    <div className="space-y-2">
      <div
        ref={container}
        role="region"
        aria-label={t("listingPage.map.label")}
        data-state={state}
        className="grid h-64 w-full place-items-center rounded-xl border border-slate-300 bg-slate-100"
      >
        {state === "idle" ? (
          <button type="button" onClick={() => setState("loading")} className="rounded border border-slate-400 bg-white px-3 py-2 text-sm font-medium">
            {t("listingPage.map.show")}
          </button>
        ) : null}
      </div>
      {state === "loading" ? <p className="text-sm text-slate-600">{t("listingPage.map.loading")}</p> : null}
      {state === "failed" ? (
        <p role="alert" className="text-sm text-red-700">
          {t("listingPage.map.failed")}
        </p>
      ) : null}
    </div>
  );
}
