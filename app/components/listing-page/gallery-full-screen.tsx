import * as Dialog from "@radix-ui/react-dialog";
import type { KeyboardEvent } from "react";
import { ModalDialog } from "~/components/modal-dialog.tsx";
import { useTranslation } from "~/i18n/use-translation";
import type { ListingPhoto } from "#domain/listing-page.ts";
import { isolate } from "#domain/bidi.ts";

/** The gallery's full-screen view, a chunk of its own loaded when first opened (decision 0032). */
export function GalleryFullScreen({
  open,
  onOpenChange,
  onClosed,
  photos,
  title,
  index,
  onIndex,
  counter,
  onArrows,
  buttonClass,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Focus back to the gallery's button, the strip on the photo last seen. */
  onClosed: () => void;
  photos: ListingPhoto[];
  title: string;
  index: number;
  onIndex: (index: number) => void;
  counter: string;
  onArrows: (event: KeyboardEvent, move: (next: number) => void) => void;
  buttonClass: string;
}) {
  const { t } = useTranslation();
  return (
    <ModalDialog
      open={open}
      onOpenChange={onOpenChange}
      onClosed={onClosed}
      onKeyDown={(event) => onArrows(event, (next) => onIndex(Math.max(0, Math.min(photos.length - 1, next))))}
      overlayClassName="fixed inset-0 z-40 bg-black/90"
      contentClassName="fixed inset-0 z-50 flex flex-col p-2 text-white sm:p-4"
    >
      <div className="flex items-center justify-between gap-4">
        <Dialog.Title dir="auto" className="min-w-0 truncate font-semibold" data-testid="gallery-title">
          {title}
        </Dialog.Title>
        <Dialog.Description aria-live="polite">{counter}</Dialog.Description>
        <Dialog.Close className="rounded px-3 py-1 text-lg hover:bg-white/10" aria-label={t("listingPage.gallery.close")}>
          <span aria-hidden="true">✕</span>
        </Dialog.Close>
      </div>
      <div className="relative flex min-h-0 flex-1 items-center justify-center">
        <img
          src={photos[index]!.url}
          alt={t("listingPage.gallery.photoAlt", { title: isolate(title), number: index + 1 })}
          className="max-h-full max-w-full object-contain"
        />
        <div className="absolute inset-x-0 top-1/2 flex -translate-y-1/2 justify-between">
          <button
            type="button"
            className={buttonClass}
            onClick={() => onIndex(index - 1)}
            disabled={index === 0}
            aria-label={t("listingPage.gallery.previous")}
          >
            <span aria-hidden="true" className="inline-block rtl:rotate-180">
              ‹
            </span>
          </button>
          <button
            type="button"
            className={buttonClass}
            onClick={() => onIndex(index + 1)}
            disabled={index === photos.length - 1}
            aria-label={t("listingPage.gallery.next")}
          >
            <span aria-hidden="true" className="inline-block rtl:rotate-180">
              ›
            </span>
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
