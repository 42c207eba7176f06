import { describe, expect, it } from "vitest";
import { compactCount, compactPrice, type MapCell, mapCellDegrees, mergeCloseCells } from "../../domain/map-markers.ts";

const cell = (latitude: number, longitude: number, count: number, y: number, x: number): MapCell => ({
  latitude,
  longitude,
  count,
  bounds: { south: latitude, west: longitude, north: latitude, east: longitude },
  parts: [{ y, x, count }],
});

describe("results map cells", () => {
  it("are about 64 pixels wide at every zoom", () => {
    expect(mapCellDegrees(0)).toBe(90);
    expect(mapCellDegrees(10) * 2).toBeCloseTo(mapCellDegrees(9));
  });

  it("merge when their centres are close, at their listings' mean point, keeping both grid cells", () => {
    const [merged, ...rest] = mergeCloseCells([cell(33.9, 35.5, 1, 0, 0), cell(33.9, 35.503, 3, 0, 1), cell(34.4, 35.8, 2, 9, 9)], 0.01);
    expect(merged).toMatchObject({
      count: 4,
      latitude: 33.9,
      bounds: { west: 35.5, east: 35.503 },
      parts: [
        { y: 0, x: 1, count: 3 },
        { y: 0, x: 0, count: 1 },
      ],
    });
    expect(merged!.longitude).toBeCloseTo(35.50225);
    expect(rest.map((other) => other.count)).toEqual([2]);
  });

  it("show short prices and counts in the page's language", () => {
    expect(compactPrice(1200, "USD", "en")).toBe("$1.2K");
    expect(compactPrice(350_000, "USD", "en")).toBe("$350K");
    expect(compactPrice(90_000_000, "LBP", "en")).toBe("L£90M");
    expect(compactPrice(1200, "USD", "fr")).toMatch(/^1,2\sk\s\$$/);
    expect(compactPrice(1200, "USD", "ar")).toMatch(/^\u200f?1[.٫]2\sألف\s\$$/);
    expect(compactCount(12_345, "en")).toBe("12.3K");
  });
});
