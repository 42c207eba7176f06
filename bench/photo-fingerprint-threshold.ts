/**
 * `npx tsx bench/photo-fingerprint-threshold.ts [--photos 300] [--hash phash|dhash]`
 *
 * The evidence for MATCH_DISTANCE (decision 0067): generated photo-like pictures (rooms and
 * buildings: walls, floors, windows, furniture, sky, with a grain of noise), each copied as a
 * scammer copies a photo (re-saved as JPEG at quality 70, resized to 97% and to 80%, cropped by 5%),
 * and the Hamming distance of each copy's dHash to its original's, against the distances between
 * unrelated pictures. Prints the distributions and, per threshold, the copies found and the
 * unrelated pairs wrongly matched.
 */
import { parseArgs } from "node:util";
import sharp from "sharp";
import { hammingDistance } from "../domain/photo-fingerprint.ts";
import { photoDifferenceHash, photoFingerprint } from "../server/media/photo-fingerprint.server.ts";
import { photoLike as photo } from "../tests/support/photos.ts";

const { values: args } = parseArgs({ options: { photos: { type: "string", default: "300" }, hash: { type: "string", default: "phash" } } });
const PHOTOS = Number(args.photos);
const fingerprint = args.hash === "dhash" ? photoDifferenceHash : photoFingerprint;

const COPIES: Record<string, (input: Buffer) => Promise<Buffer>> = {
  "JPEG quality 70": (input) => sharp(input).jpeg({ quality: 70 }).toBuffer(),
  "resized to 97% (JPEG)": (input) => sharp(input).resize(1164).jpeg({ quality: 85 }).toBuffer(),
  "resized to 80% (JPEG)": (input) => sharp(input).resize(960).jpeg({ quality: 85 }).toBuffer(),
  "cropped 5% (2.5% each side)": (input) => sharp(input).extract({ left: 15, top: 11, width: 1170, height: 878 }).jpeg({ quality: 85 }).toBuffer(),
  "cropped 5% (one corner)": (input) => sharp(input).extract({ left: 60, top: 45, width: 1140, height: 855 }).jpeg({ quality: 85 }).toBuffer(),
  "97% and JPEG 70 (the integration test's copy)": (input) => sharp(input).resize(1164).jpeg({ quality: 70 }).toBuffer(),
  "WebP 75 at 800 px (the stored variant)": (input) => sharp(input).resize(800).webp({ quality: 75 }).toBuffer(),
};

function describe(values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
  return `min ${sorted[0]}  p50 ${at(0.5)}  p99 ${at(0.99)}  max ${sorted.at(-1)}`;
}

const originals: bigint[] = [];
const copies: Record<string, number[]> = Object.fromEntries(Object.keys(COPIES).map((name) => [name, []]));
for (let seed = 1; seed <= PHOTOS; seed++) {
  const input = await photo(seed);
  const original = await fingerprint(input);
  originals.push(original);
  for (const [name, copy] of Object.entries(COPIES)) copies[name]!.push(hammingDistance(original, await fingerprint(await copy(input))));
}
const unrelated: number[] = [];
for (let i = 0; i < originals.length; i++) for (let j = i + 1; j < originals.length; j++) unrelated.push(hammingDistance(originals[i]!, originals[j]!));

console.log(`${args.hash}: ${PHOTOS} pictures, ${unrelated.length.toLocaleString("en")} unrelated pairs\n`);
const within = (distances: number[], threshold: number) =>
  `${((100 * distances.filter((distance) => distance <= threshold).length) / distances.length).toFixed(1)}%`.padStart(7);
console.log(`${"".padEnd(46)} ${"distances".padEnd(30)} within 4    6       8`);
for (const [name, distances] of Object.entries(copies))
  console.log(`${name.padEnd(46)} ${describe(distances).padEnd(30)} ${[4, 6, 8].map((threshold) => within(distances, threshold)).join(" ")}`);
console.log(`${"unrelated pairs".padEnd(46)} ${describe(unrelated)}\n`);
const allCopies = Object.values(copies).flat();
console.log("threshold  copies found   unrelated pairs matched");
for (let threshold = 2; threshold <= 12; threshold++) {
  const found = allCopies.filter((distance) => distance <= threshold).length;
  const wrong = unrelated.filter((distance) => distance <= threshold).length;
  console.log(
    `${String(threshold).padStart(9)}  ${((100 * found) / allCopies.length).toFixed(1).padStart(10)}%   ${wrong} (${((100 * wrong) / unrelated.length).toFixed(4)}%)`,
  );
}
