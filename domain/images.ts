/**
 * Public URLs for stored listing images. Pure: safe in the browser and on the server.
 */

export type ImageSize = "low" | "large";

export interface ImageUrlOptions {
  /** e.g. "https://cdn.beitna.com"; without it images are served by our own /media route. */
  cdnBase?: string;
  size?: ImageSize;
  /** Only with cdnBase: asks the CDN resizer for a fit-in box (thumbor-style path). */
  fitIn?: { width: number; height: number };
}

/** SPEC.md §7: stored image keys are rewritten to the CDN base, with an optional fit-in size. */
export function imageUrl(key: string, options: ImageUrlOptions = {}): string {
  const { cdnBase, size, fitIn } = options;
  let variantKey = key;
  if (size === "low") variantKey = key.replace(/-large\.webp$/, "-low.webp");
  if (size === "large") variantKey = key.replace(/-low\.webp$/, "-large.webp");
  const path = variantKey.split("/").map(encodeURIComponent).join("/");

  if (!cdnBase) return `/media/${path}`;
  const base = cdnBase.replace(/\/+$/, "");
  if (!fitIn) return `${base}/${path}`;
  const { width, height } = fitIn;
  if (!Number.isInteger(width) || !Number.isInteger(height) || width <= 0 || height <= 0) {
    throw new RangeError(`fitIn must be positive whole pixels, got ${width}x${height}`);
  }
  return `${base}/fit-in/${width}x${height}/${path}`;
}

/** A listing photo as stored on upload. */
export interface ReceivedPhoto {
  /** What a saved listing names it by (`photos` of the form, `images` of AddProperty). */
  ref: `u:${string}`;
  /** The 800×800 variant: relative (`/media/…`) unless a CDN serves the photos. */
  url: string;
  placeholder: string;
}

/** `POST /resources/photos`: the photo, and its stored size for the form's quality score (decision 0068). */
export type PhotoUploadAnswer = (ReceivedPhoto & { width: number; height: number }) | { error: string };
