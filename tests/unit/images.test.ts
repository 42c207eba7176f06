import { describe, expect, it } from "vitest";
import { imageUrl } from "../../domain/images.ts";

const KEY = "listings/p1/img1-large.webp";
const CDN = "https://cdn.beitna.com";

describe("imageUrl", () => {
  it("serves from our /media route without a CDN", () => {
    expect(imageUrl(KEY, {})).toBe("/media/listings/p1/img1-large.webp");
    expect(imageUrl(KEY, { size: "large" })).toBe("/media/listings/p1/img1-large.webp");
  });

  it("picks the low variant", () => {
    expect(imageUrl(KEY, { size: "low" })).toBe("/media/listings/p1/img1-low.webp");
    expect(imageUrl(KEY, { cdnBase: CDN, size: "low" })).toBe(`${CDN}/listings/p1/img1-low.webp`);
    expect(imageUrl("listings/p1/img1-low.webp", { size: "large" })).toBe("/media/listings/p1/img1-large.webp");
  });

  it("rewrites to the CDN base, ignoring a trailing slash", () => {
    expect(imageUrl(KEY, { cdnBase: CDN })).toBe(`${CDN}/${KEY}`);
    expect(imageUrl(KEY, { cdnBase: `${CDN}/` })).toBe(`${CDN}/${KEY}`);
  });

  it("adds a fit-in size on the CDN", () => {
    expect(imageUrl(KEY, { cdnBase: CDN, fitIn: { width: 400, height: 300 } })).toBe(`${CDN}/fit-in/400x300/${KEY}`);
    expect(imageUrl(KEY, { cdnBase: CDN, size: "low", fitIn: { width: 200, height: 200 } })).toBe(`${CDN}/fit-in/200x200/listings/p1/img1-low.webp`);
    expect(() => imageUrl(KEY, { cdnBase: CDN, fitIn: { width: 0, height: 300 } })).toThrow(RangeError);
  });

  it("encodes each path segment but keeps the slashes", () => {
    expect(imageUrl("listings/a b/é?#-large.webp", { size: "low" })).toBe("/media/listings/a%20b/%C3%A9%3F%23-low.webp");
  });
});
