import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { GONE_STATUS, goneReason, inPriceBandFirst, PRICE_BAND_FACTOR } from "../../domain/gone-listing.ts";

const now = new Date("2026-12-07T10:00:00Z");
const before = new Date("2026-11-01T10:00:00Z");
const once = { isDeleted: false, approvedOn: before, expiresOn: new Date("2027-01-01T00:00:00Z") };

describe("goneReason", () => {
  it("is null for a listing never approved: it keeps the plain 404", () => {
    expect(goneReason({ ...once, approvedOn: null, status: "Pending Approval" }, now)).toBeNull();
    expect(goneReason({ ...once, approvedOn: null, status: "Deleted", isDeleted: true }, now)).toBeNull();
  });

  it("says deleted (410) for a cancelled or permanently deleted listing, expired (404) once its time ran out, else withdrawn (404)", () => {
    expect(goneReason({ ...once, status: "Deleted" }, now)).toBe("deleted");
    expect(goneReason({ ...once, status: "Deleted_Permanent", isDeleted: true }, now)).toBe("deleted");
    expect(goneReason({ ...once, status: "Approved", isDeleted: true }, now)).toBe("deleted");
    expect(goneReason({ ...once, status: "Expired" }, now)).toBe("expired");
    expect(goneReason({ ...once, status: "Approved", expiresOn: before }, now)).toBe("expired");
    expect(goneReason({ ...once, status: "Approved" }, now)).toBe("withdrawn");
    expect(goneReason({ ...once, status: "Rejected" }, now)).toBe("withdrawn");
    expect(GONE_STATUS).toEqual({ deleted: 410, expired: 404, withdrawn: 404 });
  });
});

describe("inPriceBandFirst", () => {
  it("puts the homes in the price band first, keeps the nearest-first order within each group, and keeps at most `count`", () => {
    const homes = [2000, 1000, null, 1300, 500].map((usdPrice, index) => ({ id: index, usdPrice }));
    expect(inPriceBandFirst(homes, 1000, 4).map((home) => home.id)).toEqual([1, 3, 0, 2]);
    expect(inPriceBandFirst(homes, null, 2).map((home) => home.id)).toEqual([0, 1]);
  });

  it("keeps every home once, whatever the prices", () => {
    fc.assert(
      fc.property(fc.array(fc.option(fc.integer({ min: 1, max: 10_000 }))), fc.integer({ min: 1, max: 10_000 }), (prices, price) => {
        const homes = prices.map((usdPrice, id) => ({ id, usdPrice }));
        const picked = inPriceBandFirst(homes, price, homes.length);
        expect(picked.map((home) => home.id).toSorted((a, b) => a - b)).toEqual(homes.map((home) => home.id));
        const inBand = (home: { usdPrice: number | null }) =>
          home.usdPrice !== null && home.usdPrice * PRICE_BAND_FACTOR >= price && home.usdPrice <= price * PRICE_BAND_FACTOR;
        const firstOut = picked.findIndex((home) => !inBand(home));
        if (firstOut >= 0) expect(picked.slice(firstOut).some(inBand)).toBe(false);
      }),
    );
  });
});
