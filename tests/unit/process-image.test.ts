import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { ImageRejectedError, MAX_UPLOAD_BYTES, processListingImage, type ImageProblem } from "../../server/media/process-image.server.ts";

function solid(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: "#3a7" } });
}

async function rejection(input: Buffer): Promise<ImageProblem> {
  const error = await processListingImage(input).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ImageRejectedError);
  return (error as ImageRejectedError).problem;
}

describe("processListingImage", () => {
  it("applies EXIF orientation and strips EXIF (including GPS)", async () => {
    const input = await solid(1200, 900)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({
        IFD0: { Make: "TestCam" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "33/1 53/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "35/1 30/1 0/1" },
      })
      .toBuffer();
    const before = await sharp(input).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif).toBeDefined();

    const result = await processListingImage(input);
    expect([result.width, result.height]).toEqual([900, 1200]);
    for (const output of [result.large, result.low]) {
      const meta = await sharp(output).metadata();
      expect(meta.format).toBe("webp");
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
    }
    const large = await sharp(result.large).metadata();
    expect(large.height).toBeGreaterThan(large.width);
  });

  it("makes an exact 800×800 low variant, a bounded large variant and a placeholder", async () => {
    const result = await processListingImage(await solid(3000, 1000).jpeg().toBuffer());
    expect([result.width, result.height]).toEqual([1600, 533]);
    const low = await sharp(result.low).metadata();
    expect([low.width, low.height]).toEqual([800, 800]);
    expect(result.placeholder.startsWith("data:image/webp;base64,")).toBe(true);
    const tiny = await sharp(Buffer.from(result.placeholder.split(",")[1] ?? "", "base64")).metadata();
    expect(tiny.width).toBe(16);
  });

  it("does not enlarge the large variant", async () => {
    const result = await processListingImage(await solid(400, 300).png().toBuffer());
    expect([result.width, result.height]).toEqual([400, 300]);
  });

  it("accepts PNG and WebP", async () => {
    await expect(processListingImage(await solid(300, 300).png().toBuffer())).resolves.toBeDefined();
    await expect(processListingImage(await solid(300, 300).webp().toBuffer())).resolves.toBeDefined();
  });

  it("rejects a text file as not_an_image", async () => {
    expect(await rejection(Buffer.from("this is not a photo, just text renamed to .jpg"))).toBe("not_an_image");
  });

  it("rejects a truncated JPEG as not_an_image", async () => {
    const jpeg = await solid(1200, 900).jpeg().toBuffer();
    expect(await rejection(jpeg.subarray(0, Math.floor(jpeg.length / 2)))).toBe("not_an_image");
  });

  it("rejects a GIF as unsupported_format", async () => {
    expect(await rejection(await solid(300, 300).gif().toBuffer())).toBe("unsupported_format");
  });

  it("rejects a 100-megapixel image before decoding", { timeout: 30_000 }, async () => {
    const png = await sharp({
      create: { width: 10_000, height: 10_000, channels: 3, background: "#fff" },
      limitInputPixels: false,
    })
      .png()
      .toBuffer();
    expect(png.length).toBeLessThan(MAX_UPLOAD_BYTES);
    expect(await rejection(png)).toBe("too_many_pixels");
  });

  it("rejects images under 200×200 as too_small", async () => {
    expect(await rejection(await solid(100, 100).png().toBuffer())).toBe("too_small");
  });

  it("rejects uploads over 15 MB as too_large", async () => {
    expect(await rejection(Buffer.alloc(MAX_UPLOAD_BYTES + 1))).toBe("too_large");
  });
});
