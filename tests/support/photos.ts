import sharp from "sharp";

/** Photo-like test pictures: the fingerprint tests and bench/photo-fingerprint-threshold.ts (decision 0067). */

function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  return { next, int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)) };
}

/** A room (odd seeds) or a street (even seeds): the pictures of a property portal, all alike in kind. */
function scene(seed: number): string {
  const r = random(seed);
  const hue = r.int(0, 359);
  const shapes: string[] = [];
  if (seed % 2) {
    const floor = r.int(480, 640);
    shapes.push(`<rect width="1200" height="${floor}" fill="hsl(${hue},${r.int(5, 30)}%,${r.int(60, 92)}%)"/>`);
    shapes.push(`<rect y="${floor}" width="1200" height="${900 - floor}" fill="hsl(${(hue + 30) % 360},${r.int(20, 50)}%,${r.int(25, 55)}%)"/>`);
    for (let i = 0; i < r.int(1, 3); i++) {
      const x = r.int(40, 900);
      shapes.push(
        `<rect x="${x}" y="${r.int(80, 200)}" width="${r.int(160, 300)}" height="${r.int(180, 300)}" fill="hsl(200,60%,${r.int(70, 90)}%)" stroke="white" stroke-width="12"/>`,
      );
    }
    for (let i = 0; i < r.int(2, 6); i++) {
      const w = r.int(120, 420);
      shapes.push(
        `<rect x="${r.int(0, 1100)}" y="${floor - r.int(60, 260)}" width="${w}" height="${r.int(80, 300)}" rx="${r.int(0, 30)}" fill="hsl(${r.int(0, 359)},${r.int(10, 60)}%,${r.int(20, 70)}%)"/>`,
      );
    }
  } else {
    const ground = r.int(700, 840);
    shapes.push(`<rect width="1200" height="900" fill="url(#sky)"/>`);
    for (let i = 0; i < r.int(2, 5); i++) {
      const width = r.int(160, 340);
      const height = r.int(250, 620);
      const x = i * 260 + r.int(-40, 40);
      shapes.push(`<rect x="${x}" y="${ground - height}" width="${width}" height="${height}" fill="hsl(${(hue + 20 * i) % 360},25%,${r.int(40, 75)}%)"/>`);
      for (let row = 0; row < Math.floor(height / 70); row++)
        for (let column = 0; column < 3; column++)
          shapes.push(
            `<rect x="${x + 25 + column * (width / 3.2)}" y="${ground - height + 30 + row * 70}" width="${width / 6}" height="36" fill="hsl(${(hue + 40) % 360},70%,85%)"/>`,
          );
    }
    shapes.push(`<rect y="${ground}" width="1200" height="${900 - ground}" fill="hsl(${(hue + 120) % 360},30%,35%)"/>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue},65%,55%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360},70%,88%)"/></linearGradient></defs>
    ${shapes.join("")}</svg>`;
}

/** A photo-like JPEG (1200×900, quality 88) of a room (odd seeds) or a street (even ones): the scene is the seed's, the grain of noise new each time. */
export async function photoLike(seed: number): Promise<Buffer> {
  const grain = await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 30 } } })
    .png()
    .toBuffer();
  return sharp(Buffer.from(scene(seed)))
    .composite([{ input: grain, blend: "soft-light" }])
    .jpeg({ quality: 88 })
    .toBuffer();
}
