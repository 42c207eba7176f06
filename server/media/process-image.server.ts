/**
 * Turns one uploaded listing photo into the stored variants: a large WebP, the 800×800 "low"
 * variant (SPEC.md images_low), a tiny blurred placeholder for blur-up loading, and its fingerprint.
 */
import sharp from "sharp";
import { photoFingerprint } from "./photo-fingerprint.server.ts";

export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024;
/** Checked from the header, so a decompression bomb (e.g. 100 megapixels) is refused before decoding. */
export const MAX_INPUT_PIXELS = 40_000_000;
const MIN_SIDE = 200;
const LARGE_SIDE = 1600;
const LOW_SIDE = 800;
const PLACEHOLDER_WIDTH = 16;

export type ImageProblem = "too_large" | "not_an_image" | "unsupported_format" | "too_many_pixels" | "too_small";

export class ImageRejectedError extends Error {
  constructor(public readonly problem: ImageProblem) {
    super(`Image rejected: ${problem}`);
    this.name = "ImageRejectedError";
  }
}

export interface ProcessedImage {
  large: Buffer;
  low: Buffer;
  /** `data:image/webp;base64,...` */
  placeholder: string;
  /** Size of the large variant. */
  width: number;
  height: number;
  /** The 64-bit difference hash that finds copies of the photo (decision 0067). */
  fingerprint: bigint;
}

// heif covers AVIF (and HEIC when the installed libvips can decode HEVC).
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "heif"]);

export async function processListingImage(input: Buffer): Promise<ProcessedImage> {
  if (input.length > MAX_UPLOAD_BYTES) throw new ImageRejectedError("too_large");

  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" } as const;
  const metadata = await sharp(input, options)
    .metadata()
    .catch((error: unknown) => {
      const message = error instanceof Error ? error.message : "";
      throw new ImageRejectedError(/pixel limit/i.test(message) ? "too_many_pixels" : "not_an_image");
    });
  if (!ACCEPTED_FORMATS.has(metadata.format)) throw new ImageRejectedError("unsupported_format");
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) throw new ImageRejectedError("too_many_pixels");
  if (metadata.width < MIN_SIDE || metadata.height < MIN_SIDE) throw new ImageRejectedError("too_small");

  // Without withMetadata()/keepExif() sharp writes no EXIF, so GPS and camera data are dropped.
  const upright = sharp(input, options).rotate();
  try {
    const [large, low, tiny, fingerprint] = await Promise.all([
      upright.clone().resize(LARGE_SIDE, LARGE_SIDE, { fit: "inside", withoutEnlargement: true }).webp({ quality: 80 }).toBuffer({ resolveWithObject: true }),
      upright.clone().resize(LOW_SIDE, LOW_SIDE, { fit: "cover" }).webp({ quality: 75 }).toBuffer(),
      upright.clone().resize(PLACEHOLDER_WIDTH).blur(1).webp({ quality: 50 }).toBuffer(),
      photoFingerprint(upright),
    ]);
    return {
      large: large.data,
      low,
      placeholder: `data:image/webp;base64,${tiny.toString("base64")}`,
      width: large.info.width,
      height: large.info.height,
      fingerprint,
    };
  } catch {
    // The header was readable but the pixels were not: truncated/corrupt data, or a HEIF codec we lack.
    throw new ImageRejectedError(metadata.format === "heif" ? "unsupported_format" : "not_an_image");
  }
}
