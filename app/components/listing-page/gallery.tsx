import { type KeyboardEvent, useRef, useState } from "react";
import { useTranslation } from "~/i18n/use-translation";
import type { ListingPhoto } from "#domain/listing-page.ts";
import { isolate } from "#domain/bidi.ts";
import { LazyDialogSlot } from "~/components/lazy-dialog.tsx";
import { lazyOnFirstUse } from "~/lib/lazy-on-first-use.ts";

const GalleryFullScreen = lazyOnFirstUse(() => import("./gallery-full-screen.tsx").then((module) => module.GalleryFullScreen));

/**
 * The listing's photos: a scroll-snap strip that phones swipe, arrow keys and buttons on a
 * desktop, and a full-screen view in a dialog (focus stays inside until it closes), whose code
 * loads when first opened. Each photo
 * shows its blur placeholder until the large variant arrives; only the first loads eagerly.
 */
export function Gallery({ photos, title }: { photos: ListingPhoto[]; title: string }) {
  const { t, i18n } = useTranslation();
  const [index, setIndex] = useState(0);
  const [fullScreen, setFullScreen] = useState(false);
  const track = useRef<HTMLDivElement>(null);
  const fullScreenButton = useRef<HTMLButtonElement>(null);
  const rtl = i18n.dir() === "rtl";

  if (photos.length === 0) {
    return (
      <p className="grid aspect-[4/3] place-items-center rounded-xl bg-slate-100 p-4 text-slate-600 sm:aspect-[16/9]">{t("listingPage.gallery.noPhotos")}</p>
    );
  }

  const go = (next: number) => {
    const target = Math.max(0, Math.min(photos.length - 1, next));
    setIndex(target);
    track.current?.children[target]?.scrollIntoView({ behavior: "smooth", block: "nearest", inline: "start" });
  };
  // The arrow keys follow the screen: in Arabic the next photo is to the left.
  const onArrows = (event: KeyboardEvent, move: (next: number) => void) => {
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    event.preventDefault();
    move(index + ((event.key === "ArrowRight") !== rtl ? 1 : -1));
  };
  const onScroll = () => {
    const strip = track.current;
    // Behind the full-screen view the strip may still be finishing a smooth scroll: its last
    // positions must not undo a photo chosen in the view (the strip follows when the view closes).
    if (!strip || strip.clientWidth === 0 || fullScreen) return;
    const shown = Math.round(Math.abs(strip.scrollLeft) / strip.clientWidth);
    if (shown !== index && shown < photos.length) setIndex(shown);
  };
  const counter = t("listingPage.gallery.counter", { current: index + 1, total: photos.length });
  const button = "grid size-10 place-items-center rounded-full bg-white/90 text-xl text-slate-900 shadow disabled:opacity-40";

  return (
    <section aria-roledescription="carousel" aria-label={t("listingPage.gallery.label", { title: isolate(title) })} className="space-y-2">
      <div className="relative">
        <div
          ref={track}
          tabIndex={0}
          onKeyDown={(event) => onArrows(event, go)}
          onScroll={onScroll}
          aria-describedby="gallery-hint"
          data-testid="gallery-track"
          className="flex aspect-[4/3] snap-x snap-mandatory overflow-x-auto rounded-xl bg-slate-200 focus-visible:outline-4 focus-visible:outline-brand-600 sm:aspect-[16/9]"
        >
          {photos.map((photo, number) => (
            <div
              key={photo.url}
              aria-roledescription="slide"
              aria-label={t("listingPage.gallery.counter", { current: number + 1, total: photos.length })}
              className="h-full w-full shrink-0 snap-start bg-cover bg-center"
              style={photo.placeholder ? { backgroundImage: `url(${photo.placeholder})` } : undefined}
            >
              <img
                src={photo.url}
                alt={t("listingPage.gallery.photoAlt", { title: isolate(title), number: number + 1 })}
                width={photo.width}
                height={photo.height}
                loading={number === 0 ? "eager" : "lazy"}
                fetchPriority={number === 0 ? "high" : undefined}
                decoding="async"
                className="h-full w-full object-cover"
              />
            </div>
          ))}
        </div>
        <div className="pointer-events-none absolute inset-x-2 top-1/2 flex -translate-y-1/2 justify-between">
          <button
            type="button"
            className={`${button} pointer-events-auto`}
            onClick={() => go(index - 1)}
            disabled={index === 0}
            aria-label={t("listingPage.gallery.previous")}
          >
            <span aria-hidden="true" className="inline-block rtl:rotate-180">
              ‹
            </span>
          </button>
          <button
            type="button"
            className={`${button} pointer-events-auto`}
            onClick={() => go(index + 1)}
            disabled={index === photos.length - 1}
            aria-label={t("listingPage.gallery.next")}
          >
            <span aria-hidden="true" className="inline-block rtl:rotate-180">
              ›
            </span>
          </button>
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-700">
        <p aria-live="polite" data-testid="gallery-counter">
          {counter}
        </p>
        <p id="gallery-hint" className="hidden sm:block">
          {t("listingPage.gallery.hint")}
        </p>
        <button
          ref={fullScreenButton}
          type="button"
          aria-haspopup="dialog"
          onClick={() => setFullScreen(true)}
          onPointerEnter={GalleryFullScreen.preload}
          className="rounded border border-slate-400 px-3 py-1 font-medium text-slate-800 hover:bg-slate-50"
        >
          {t("listingPage.gallery.fullScreen")}
        </button>
        {/* The full-screen view's code loads when first asked for (decision 0032). */}
        <LazyDialogSlot open={fullScreen}>
          <GalleryFullScreen
            open={fullScreen}
            onOpenChange={setFullScreen}
            onClosed={() => {
              fullScreenButton.current?.focus();
              go(index);
            }}
            photos={photos}
            title={title}
            index={index}
            onIndex={setIndex}
            counter={counter}
            onArrows={onArrows}
            buttonClass={button}
          />
        </LazyDialogSlot>
      </div>
    </section>
  );
}
