import sharp, { type Sharp } from "sharp";
import { differenceHash, PHASH_SIDE, perceptualHash } from "../../domain/photo-fingerprint.ts";

type Input = Buffer | Sharp;

/** The photo upright (EXIF orientation applied), on white, in one channel of gray, squeezed to width × height. */
async function grayThumbnail(input: Input, width: number, height: number): Promise<Buffer> {
  const image = Buffer.isBuffer(input) ? sharp(input, { failOn: "error" }).rotate() : input.clone();
  return image.flatten({ background: "#ffffff" }).greyscale().resize(width, height, { fit: "fill" }).extractChannel(0).raw().toBuffer();
}

/**
 * The photo's fingerprint, its 64-bit pHash (domain/photo-fingerprint.ts, decision 0067). Takes the
 * uploaded file, or the sharp pipeline process-image reads it with.
 */
export async function photoFingerprint(input: Input): Promise<bigint> {
  return perceptualHash(await grayThumbnail(input, PHASH_SIDE, PHASH_SIDE));
}

/** The difference hash of the same photo: only measured beside the pHash (bench/photo-fingerprint-threshold.ts). */
export async function photoDifferenceHash(input: Input): Promise<bigint> {
  // Averaged down to 72×64 first: straight to 9×8 the hash was noisier still.
  const small = await grayThumbnail(input, 72, 64);
  return differenceHash(
    await sharp(small, { raw: { width: 72, height: 64, channels: 1 } })
      .resize(9, 8, { fit: "fill" })
      .extractChannel(0)
      .raw()
      .toBuffer(),
  );
}
