import { type DragEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { MAX_PHOTOS } from "#domain/listing-form.ts";
import type { PhotoUploadAnswer } from "#domain/images.ts";

/** A photo of the listing being written: uploaded (it has a `ref`) or still uploading. */
export interface PhotoItem {
  key: string;
  name: string;
  status: "uploading" | "done";
  progress: number;
  ref?: string;
  url?: string;
  placeholder?: string;
  /** A local preview while the upload runs. */
  preview?: string;
  /** The stored photo's size, for the quality score (unknown in a draft kept before it was asked). */
  width?: number;
  height?: number;
}

interface PhotoFailure {
  key: string;
  name: string;
  error: PhotoErrorKey;
}

type PhotoErrorKey = "not_an_image" | "too_large" | "file_too_large" | "too_many_pixels" | "unsupported_format" | "too_small" | "network";
const KNOWN_ERRORS = new Set<string>(["not_an_image", "too_large", "file_too_large", "too_many_pixels", "unsupported_format", "too_small", "network"]);

let nextKey = 1;

/** Sends one file to the upload route, reporting progress; any failure of the connection is "network". */
function uploadPhoto(file: File, onProgress: (percent: number) => void): Promise<PhotoUploadAnswer> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open("POST", "/resources/photos");
    request.responseType = "json";
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      const answer = request.response as PhotoUploadAnswer | null;
      resolve(answer && ("ref" in answer || "error" in answer) ? answer : { error: "network" });
    };
    request.onerror = request.onabort = request.ontimeout = () => resolve({ error: "network" });
    const body = new FormData();
    body.append("photo", file, file.name);
    request.send(body);
  });
}

/** Moves the item at `from` to `to`, keeping the others in order. */
function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/**
 * The listing's photos: several uploaded at once with a progress bar each, reordered by drag
 * or by keyboard (buttons), the first one featured, each deletable. The form receives the
 * uploaded photos' refs in order as `photos` fields.
 */
export function PhotoManager({ initial, onChange }: { initial: PhotoItem[]; onChange: (items: PhotoItem[]) => void }) {
  const { t } = useTranslation();
  const inputId = useId();
  const [items, setItems] = useState<PhotoItem[]>(initial);
  const [failures, setFailures] = useState<PhotoFailure[]>([]);
  const [announcement, setAnnouncement] = useState("");
  const dragged = useRef<number | null>(null);
  const previews = useRef(new Map<string, string>());

  useEffect(() => onChange(items), [items, onChange]);
  useEffect(() => {
    const urls = previews.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const update = (key: string, change: Partial<PhotoItem>) => setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const addFiles = (files: FileList | null) => {
    const room = MAX_PHOTOS - items.length;
    for (const file of Array.from(files ?? []).slice(0, Math.max(room, 0))) {
      const key = `new-${nextKey++}`;
      const preview = URL.createObjectURL(file);
      previews.current.set(key, preview);
      setItems((current) => [...current, { key, name: file.name, status: "uploading", progress: 0, preview }]);
      void uploadPhoto(file, (progress) => update(key, { progress })).then((answer) => {
        // The answer is the photo's ref, url, placeholder and size.
        if ("ref" in answer) update(key, { status: "done", progress: 100, ...answer });
        else {
          // A refused photo leaves the list; its message stays until dismissed.
          setItems((current) => current.filter((item) => item.key !== key));
          setFailures((current) => [
            ...current,
            { key, name: file.name, error: (KNOWN_ERRORS.has(answer.error) ? answer.error : "not_an_image") as PhotoErrorKey },
          ]);
        }
      });
    }
  };

  const move = (from: number, to: number) => {
    if (to < 0 || to >= items.length || from === to) return;
    setItems((current) => moved(current, from, to));
    setAnnouncement(t("listingEditor.photoMoved", { number: to + 1 }));
  };
  const remove = (key: string) => setItems((current) => current.filter((item) => item.key !== key));

  const onDrop = (event: DragEvent, index: number) => {
    event.preventDefault();
    if (dragged.current !== null) move(dragged.current, index);
    dragged.current = null;
  };

  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">{t("listingEditor.photosIntro")}</p>
      <div>
        <label
          htmlFor={inputId}
          className="inline-block cursor-pointer rounded border border-brand-600 px-4 py-2 font-semibold text-brand-700 focus-within:ring-2 hover:bg-brand-50"
        >
          {t("listingEditor.addPhotos")}
          <input
            id={inputId}
            type="file"
            multiple
            accept="image/jpeg,image/png,image/webp,image/heic,image/heif"
            className="sr-only"
            aria-describedby={`${inputId}-hint`}
            onChange={(event) => {
              addFiles(event.currentTarget.files);
              event.currentTarget.value = "";
            }}
          />
        </label>
        <p id={`${inputId}-hint`} className="mt-1 text-xs text-slate-600">
          {t("listingEditor.photosHint")} {t("listingEditor.reorderHint")}
        </p>
      </div>

      {failures.map((item) => (
        <div
          key={item.key}
          role="alert"
          className="flex items-start justify-between gap-2 rounded border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
        >
          <span>{t(`listingEditor.photoErrors.${item.error}`, { name: item.name })}</span>
          <button
            type="button"
            className="shrink-0 font-semibold underline"
            aria-label={t("listingEditor.dismissPhotoError", { name: item.name })}
            onClick={() => setFailures((current) => current.filter((failure) => failure.key !== item.key))}
          >
            ×
          </button>
        </div>
      ))}

      <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label={t("listingEditor.steps.photos")}>
        {items.map((item, index) => {
          const position = index + 1;
          const src = item.url ?? item.preview;
          return (
            <li
              key={item.key}
              draggable={item.status === "done"}
              onDragStart={() => (dragged.current = index)}
              onDragOver={(event) => event.preventDefault()}
              onDrop={(event) => onDrop(event, index)}
              className="relative overflow-hidden rounded-lg border border-slate-300 bg-slate-50"
              data-photo-ref={item.ref}
            >
              {item.ref ? <input type="hidden" name="photos" value={item.ref} /> : null}
              <div
                className="aspect-square w-full bg-slate-200 bg-cover bg-center"
                style={item.placeholder ? { backgroundImage: `url(${item.placeholder})` } : undefined}
              >
                {src ? <img src={src} alt={t("listingEditor.photoAlt", { number: position })} className="h-full w-full object-cover" /> : null}
              </div>
              {position === 1 && item.status === "done" ? (
                <span className="absolute start-2 top-2 rounded bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">{t("listingEditor.featured")}</span>
              ) : null}
              {item.status === "uploading" ? (
                <progress
                  className="absolute inset-x-2 bottom-2 h-2 w-[calc(100%-1rem)]"
                  max={100}
                  value={item.progress}
                  aria-label={t("listingEditor.uploading", { name: item.name })}
                />
              ) : (
                <div className="flex justify-between gap-1 bg-white p-1">
                  <PhotoButton label={t("listingEditor.makeFeatured", { number: position })} disabled={position === 1} onClick={() => move(index, 0)}>
                    ★
                  </PhotoButton>
                  <PhotoButton
                    label={t("listingEditor.moveEarlier", { number: position })}
                    disabled={position === 1}
                    onClick={() => move(index, index - 1)}
                    flip
                  >
                    ◀
                  </PhotoButton>
                  <PhotoButton
                    label={t("listingEditor.moveLater", { number: position })}
                    disabled={position === items.length}
                    onClick={() => move(index, index + 1)}
                    flip
                  >
                    ▶
                  </PhotoButton>
                  <PhotoButton label={t("listingEditor.removePhoto", { number: position })} onClick={() => remove(item.key)}>
                    ✕
                  </PhotoButton>
                </div>
              )}
            </li>
          );
        })}
      </ol>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}

function PhotoButton({
  label,
  onClick,
  disabled,
  flip,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  flip?: boolean;
  children: string;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
      className={`min-h-9 min-w-9 rounded border border-slate-300 text-slate-800 hover:bg-slate-100 disabled:opacity-40 ${flip ? "rtl:-scale-x-100" : ""}`}
    >
      <span aria-hidden="true">{children}</span>
    </button>
  );
}
