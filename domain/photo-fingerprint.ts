/**
 * A listing photo's fingerprint: a 64-bit perceptual hash (the DCT pHash, decision 0067), and the
 * arithmetic that finds near-copies among millions of them.
 *
 * The pHash: the photo in grayscale squeezed to 32×32, its 2-D DCT, the 8×8 lowest frequencies
 * (the picture's broad shapes, which re-saving, resizing and a small crop keep), each bit 1 when
 * its coefficient is above the median of the 63 that are not the mean. Kept as a signed 64-bit
 * integer (PostgreSQL's bigint), coefficient (0, 0) in bit 63, then row by row. (The difference
 * hash, `differenceHash`, was measured beside it and held worse: decision 0067.)
 *
 * Multi-index hashing: the 64 bits are cut into 4 bands of 16 bits. Two hashes within Hamming
 * distance 7 or less have at least one band within distance 1 (were every band 2 bits or more
 * apart, the hashes would be 8 or more apart: the pigeonhole rule). So the candidates of a hash are
 * the photos with, in some band, the same value or one of its 16 one-bit neighbours: 4 × 17 exact
 * lookups, each in an index, and the exact distance is checked on those few.
 */

export const FINGERPRINT_BITS = 64;
export const BAND_COUNT = 4;
export const BAND_BITS = 16;
/** Two photos at most this many bits apart are copies of one another (the evidence: decision 0067). */
export const MATCH_DISTANCE = 6;
/** The largest distance the band probes find every match within: each band within 1 bit, 4 bands. */
export const EXACT_SEARCH_RADIUS = BAND_COUNT * 2 - 1;
const MASK_64 = (1n << 64n) - 1n;

/** The side of the grayscale thumbnail the pHash reads. */
export const PHASH_SIDE = 32;
const LOW_FREQUENCIES = 8;
/** cos(π (2n + 1) k / 64) for the 8 lowest frequencies k and the 32 positions n. */
const COSINES = Array.from({ length: LOW_FREQUENCIES }, (_, k) =>
  Array.from({ length: PHASH_SIDE }, (_, n) => Math.cos((Math.PI * (2 * n + 1) * k) / (2 * PHASH_SIDE))),
);

/** The pHash of a 32×32 grayscale picture (1,024 values, row by row). */
export function perceptualHash(pixels: ArrayLike<number>): bigint {
  if (pixels.length !== PHASH_SIDE * PHASH_SIDE) throw new RangeError(`perceptualHash takes 32×32 pixels, got ${pixels.length}`);
  // The separable DCT-II, only as far as the 8 lowest frequencies each way (scale factors left out:
  // they do not change which coefficients are above the median).
  const rows = Array.from({ length: PHASH_SIDE }, (_, y) =>
    COSINES.map((cosine) => cosine.reduce((sum, weight, x) => sum + weight * pixels[y * PHASH_SIDE + x]!, 0)),
  );
  const coefficients: number[] = [];
  for (let v = 0; v < LOW_FREQUENCIES; v++) {
    for (let u = 0; u < LOW_FREQUENCIES; u++) coefficients.push(COSINES[v]!.reduce((sum, weight, y) => sum + weight * rows[y]![u]!, 0));
  }
  const sorted = coefficients.slice(1).sort((a, b) => a - b);
  const median = sorted[31]!;
  let hash = 0n;
  for (const coefficient of coefficients) hash = (hash << 1n) | (coefficient > median ? 1n : 0n);
  return BigInt.asIntN(64, hash);
}

/** The difference hash of a 9×8 grayscale picture (72 values, row by row): 1 where a pixel is brighter than its right-hand neighbour. */
export function differenceHash(pixels: ArrayLike<number>): bigint {
  if (pixels.length !== 72) throw new RangeError(`differenceHash takes 9×8 pixels, got ${pixels.length}`);
  let hash = 0n;
  for (let row = 0; row < 8; row++) {
    for (let column = 0; column < 8; column++) {
      const left = pixels[row * 9 + column]!;
      const right = pixels[row * 9 + column + 1]!;
      hash = (hash << 1n) | (left > right ? 1n : 0n);
    }
  }
  return BigInt.asIntN(64, hash);
}

/** The number of set bits of a 64-bit value (either sign). */
export function popCount(hash: bigint): number {
  let value = hash & MASK_64;
  let count = 0;
  while (value) {
    value &= value - 1n;
    count++;
  }
  return count;
}

/** How many of the 64 bits differ: SQL's `bit_count((a # b)::bit(64))`. */
export function hammingDistance(a: bigint, b: bigint): number {
  return popCount(a ^ b);
}

/** A 16-bit band's unsigned value as PostgreSQL's smallint holds it (two's complement). */
export function toSmallint(unsigned16: number): number {
  return (unsigned16 << 16) >> 16;
}

/**
 * The 4 bands of 16 bits, most significant first, each as a smallint: what the generated columns
 * `fingerprint_band_0` … `_3` of `property_images` hold (drizzle/0038_photo_fingerprints.sql).
 */
export function bands(hash: bigint): [number, number, number, number] {
  const unsigned = hash & MASK_64;
  const band = (index: number) => toSmallint(Number((unsigned >> BigInt(48 - BAND_BITS * index)) & 0xffffn));
  return [band(0), band(1), band(2), band(3)];
}

/** Joins 4 bands back into the hash (the inverse of `bands`). */
export function fromBands(values: readonly [number, number, number, number]): bigint {
  let hash = 0n;
  for (const value of values) hash = (hash << 16n) | BigInt(value & 0xffff);
  return BigInt.asIntN(64, hash);
}

/**
 * Per band, the values a match within EXACT_SEARCH_RADIUS must have in that band for at least one
 * band: the hash's own value and its 16 one-bit neighbours (17 smallints, the own value first).
 */
export function bandProbes(hash: bigint): number[][] {
  return bands(hash).map((value) => {
    const unsigned = value & 0xffff;
    return [value, ...Array.from({ length: BAND_BITS }, (_, bit) => toSmallint(unsigned ^ (1 << bit)))];
  });
}

/** The hash as PostgreSQL's bigint literal and the API's string. */
export function fingerprintText(hash: bigint): string {
  return BigInt.asIntN(64, hash).toString();
}
