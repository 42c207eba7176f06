import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  bandProbes,
  bands,
  differenceHash,
  EXACT_SEARCH_RADIUS,
  fromBands,
  hammingDistance,
  MATCH_DISTANCE,
  perceptualHash,
  popCount,
  toSmallint,
} from "../../domain/photo-fingerprint.ts";

const hash = fc.bigInt({ min: -(1n << 63n), max: (1n << 63n) - 1n });
/** A hash and another within `radius` bits of it: `radius` distinct bits flipped at most. */
const near = (radius: number) =>
  fc.record({ hash, bits: fc.uniqueArray(fc.integer({ min: 0, max: 63 }), { maxLength: radius }) }).map(({ hash: a, bits }) => ({
    a,
    b: BigInt.asIntN(
      64,
      bits.reduce((value, bit) => value ^ (1n << BigInt(bit)), a),
    ),
    flipped: bits.length,
  }));

describe("photo fingerprints", () => {
  it("counts the differing bits: a metric on 64-bit values", () => {
    fc.assert(
      fc.property(hash, hash, hash, (a, b, c) => {
        expect(hammingDistance(a, a)).toBe(0);
        expect(hammingDistance(a, b)).toBe(hammingDistance(b, a));
        expect(hammingDistance(a, c)).toBeLessThanOrEqual(hammingDistance(a, b) + hammingDistance(b, c));
        expect(hammingDistance(a, ~a)).toBe(64);
      }),
    );
    fc.assert(
      fc.property(near(64), ({ a, b, flipped }) => {
        expect(hammingDistance(a, b)).toBe(flipped);
      }),
    );
    expect(popCount(-1n)).toBe(64);
    expect(popCount(0n)).toBe(0);
    expect(popCount(-(1n << 63n))).toBe(1);
  });

  it("cuts a hash into 4 smallint bands and joins them back", () => {
    fc.assert(
      fc.property(hash, (a) => {
        const values = bands(a);
        for (const value of values) expect(value >= -32768 && value <= 32767).toBe(true);
        expect(fromBands(values)).toBe(a);
        // The distance is the sum of the bands' distances.
        const other = bands(~a);
        expect(values.reduce((sum, value, index) => sum + hammingDistance(BigInt(value & 0xffff), BigInt(other[index]! & 0xffff)), 0)).toBe(64);
      }),
    );
    expect(bands(0x0001_8000_ffff_7fffn)).toEqual([1, -32768, -1, 32767]);
    expect(toSmallint(0xffff)).toBe(-1);
  });

  it("finds every hash within the search radius by one of its band probes (the pigeonhole rule), and the threshold is inside it", () => {
    expect(MATCH_DISTANCE).toBeLessThanOrEqual(EXACT_SEARCH_RADIUS);
    fc.assert(
      fc.property(near(EXACT_SEARCH_RADIUS), ({ a, b }) => {
        const probes = bandProbes(a);
        expect(bands(b).some((value, band) => probes[band]!.includes(value))).toBe(true);
      }),
      { numRuns: 2000 },
    );
    // One bit further, spread 2 bits to a band, no probe finds it: the radius is exact, not loose.
    const spread = [0, 1, 16, 17, 32, 33, 48, 49].reduce((value, bit) => value ^ (1n << BigInt(bit)), 0n);
    expect(bands(spread).some((value, band) => bandProbes(0n)[band]!.includes(value))).toBe(false);
  });

  it("gives 17 distinct probes per band, the band's own value first", () => {
    fc.assert(
      fc.property(hash, (a) => {
        const probes = bandProbes(a);
        expect(probes).toHaveLength(4);
        probes.forEach((values, band) => {
          expect(values[0]).toBe(bands(a)[band]);
          expect(new Set(values).size).toBe(17);
        });
      }),
    );
  });

  it("compares each pixel with its right-hand neighbour, row by row, the first pixel the most significant bit", () => {
    const flat = Array.from({ length: 72 }, () => 128);
    expect(differenceHash(flat)).toBe(0n);
    const fallingRows = Array.from({ length: 72 }, (_, index) => 255 - (index % 9));
    expect(differenceHash(fallingRows)).toBe(-1n);
    const firstOnly = flat.map((value, index) => (index === 0 ? 200 : value));
    expect(differenceHash(firstOnly)).toBe(-(1n << 63n));
    expect(() => differenceHash([1, 2, 3])).toThrow(RangeError);
  });

  it("sets the pHash's bits where the low frequencies are above their median: half of them, and the same for a brighter copy", () => {
    const picture = Array.from({ length: 1024 }, (_, index) => ((index * 7919) % 251) + (index >> 5 > 16 ? 60 : 0));
    const own = perceptualHash(picture);
    // 31 of the 63 that are not the mean, and the mean's own bit.
    expect(popCount(own)).toBe(32);
    expect(perceptualHash(picture.map((value) => value * 0.8 + 20))).toBe(own);
    const mirrored = perceptualHash(Array.from({ length: 1024 }, (_, index) => picture[(index >> 5) * 32 + 31 - (index % 32)]!));
    expect(hammingDistance(own, mirrored)).toBeGreaterThan(MATCH_DISTANCE);
    expect(() => perceptualHash([1, 2, 3])).toThrow(RangeError);
  });
});
