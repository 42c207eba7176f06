import { describe, expect, it } from "vitest";
import { calculatedPrices, listingKeywords, searchWords } from "../../domain/listing-prices.ts";

describe("calculatedPrices", () => {
  it("keeps both currencies at the rate", () => {
    expect(calculatedPrices(1200, "USD", 89_500)).toEqual({ usd: 1200, lbp: 107_400_000 });
    expect(calculatedPrices(179_000_000, "LBP", 89_500)).toEqual({ usd: 2000, lbp: 179_000_000 });
  });
});

describe("search words", () => {
  it("are lower-case and accent-free, in Latin and Arabic script", () => {
    expect(searchWords("Appartement à Achrafieh, Beyrouth!")).toEqual(["appartement", "achrafieh", "beyrouth"]);
    // Hamza forms of alef fold into a bare alef, as people often type them.
    expect(searchWords("شقّة في الأشرفية")).toEqual(["شقة", "في", "الاشرفية"]);
    expect(searchWords("الاشرفية")).toEqual(searchWords("الأشرفية"));
  });

  it("a listing's keywords cover title, reference, description and place, once each", () => {
    expect(
      listingKeywords({
        title: "Sea view flat",
        reference: "BT-1042",
        description: "Sea view, furnished",
        district: "Beirut",
        city: "Ras Beirut",
        areaNames: ["رأس بيروت"],
      }),
    ).toEqual(["sea", "view", "flat", "bt", "1042", "furnished", "beirut", "ras", "راس", "بيروت"]);
  });
});
