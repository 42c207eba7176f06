import { describe, expect, it } from "vitest";
import { comparedWithMedian, emptyCounts, fillDays, insightRates, insightsCsv, percentChange, periodDays, sumDays } from "../../domain/insights.ts";
import { addDays } from "../../domain/days.ts";
import { savedSearchCriteria, savedSearchParams, savedSearchQuery } from "../../domain/saved-searches.ts";

describe("insight days and rates", () => {
  it("counts calendar days across months and years, the period ending today", () => {
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(periodDays("2026-11-24", 7)).toEqual(["2026-11-18", "2026-11-19", "2026-11-20", "2026-11-21", "2026-11-22", "2026-11-23", "2026-11-24"]);
  });

  it("fills missing days with zeros and sums the period", () => {
    const days = fillDays(periodDays("2026-11-24", 3), [{ day: "2026-11-23", ...emptyCounts(), views: 4, impression: 40 }]);
    expect(days.map((day) => day.views)).toEqual([0, 4, 0]);
    expect(sumDays(days)).toMatchObject({ views: 4, impression: 40 });
  });

  it("has no rate without something to divide by, and compares with the median within 10 %", () => {
    expect(insightRates(emptyCounts())).toEqual({ viewsPerImpression: null, contactsPerView: null });
    expect(insightRates({ ...emptyCounts(), impression: 200, views: 50, call: 5, whatsapp: 5 })).toEqual({ viewsPerImpression: 0.25, contactsPerView: 0.2 });
    expect(comparedWithMedian(105, 100)).toBe("near");
    expect(comparedWithMedian(120, 100)).toBe("above");
    expect(comparedWithMedian(2, 10)).toBe("below");
    expect(comparedWithMedian(3, null)).toBeNull();
  });

  it("changes from one week to the next in whole percent, with none from an empty week", () => {
    expect(percentChange(135, 100)).toBe(35);
    expect(percentChange(50, 200)).toBe(-75);
    expect(percentChange(7, 7)).toBe(0);
    expect(percentChange(2, 3)).toBe(-33);
    expect(percentChange(12, 0)).toBeNull();
    expect(percentChange(0, 0)).toBeNull();
  });
});

describe("the insights CSV", () => {
  it("starts with a BOM and ends every line with CRLF", () => {
    const csv = insightsCsv({ fields: ["a", "b"] }, []);
    expect(csv).toBe("\uFEFFa,b\r\n");
  });

  it("writes a title a spreadsheet would run as a formula as text, and the counters as numbers", () => {
    const counts = { impression: 3, views: 2, interested: 0, whatsapp: 0, call: 0, messageOwner: 0, requestTour: 1 };
    const csv = insightsCsv({ fields: ["id"] }, [
      {
        id: "x",
        reference: "",
        title: "@SUM(1)",
        listingType: "Rental",
        status: "Approved",
        district: "Beirut",
        period: "2026-11-01 – 2026-11-28",
        plan: "Beitna Gold",
        price: 900,
        currency: "USD",
        counts,
        favourites: 4,
      },
    ]);
    expect(csv.split("\r\n")[1]).toBe("x,,'@SUM(1),Rental,Approved,Beirut,2026-11-01 – 2026-11-28,Beitna Gold,900,USD,3,2,0,0,0,0,1,4");
  });
});

describe("a saved search", () => {
  it("keeps the filters of the page's address, not its order or page, with open bounds as no filter", () => {
    const params = savedSearchParams("Rental", "district=Beirut&price_max=5001&bedroom_min=2&sort=price_asc&page=4&size_max=oops");
    expect(savedSearchQuery(params)).toBe("district=Beirut&bedroom_min=2");
    expect(savedSearchCriteria(params)).toMatchObject({ listingType: "Rental", district: "Beirut", priceMax: null, bedroomMin: 2, sizeMax: null, words: [] });
  });
});
