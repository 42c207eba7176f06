import { describe, expect, it } from "vitest";
import { internationalDigits, whatsappLink } from "../../domain/contact.ts";
import {
  EARTH_RADIUS_M,
  greatCircleMetres,
  SIMILAR_ENOUGH,
  SIMILAR_MAX_RESULTS,
  SIMILAR_RADII_KM,
  similarRequestSchema,
  similarSearchDone,
  similarStopRadius,
} from "../../domain/similar.ts";

describe("similar listings' widening (DESIGN.md)", () => {
  it("widens by 3 km to 12, 5 to 30, 10 to 80, 20 to 150, ending at 150", () => {
    expect(SIMILAR_RADII_KM).toEqual([3, 6, 9, 12, 17, 22, 27, 30, 40, 50, 60, 70, 80, 100, 120, 140, 150]);
    expect(SIMILAR_ENOUGH).toBe(12);
    expect(SIMILAR_MAX_RESULTS).toBe(210);
  });

  it("stops once 12 are found, or at 150 km whatever was found", () => {
    expect(similarSearchDone(11, 3)).toBe(false);
    expect(similarSearchDone(12, 3)).toBe(true);
    expect(similarSearchDone(0, 140)).toBe(false);
    expect(similarSearchDone(0, 150)).toBe(true);
  });

  it("takes the spec's payload and refuses anything else", () => {
    const id = "6f1c2a52-3f1e-4d7c-9c55-1f0d6a9b2e11";
    expect(similarRequestSchema.safeParse({ search: id }).success).toBe(true);
    expect(similarRequestSchema.safeParse({ search: id, geocode: { latitude: 33.9, longitude: 35.5 }, sort: "price_asc", listing_type: "Sale" }).success).toBe(
      true,
    );
    expect(similarRequestSchema.safeParse({ search: "42" }).success).toBe(false);
    expect(similarRequestSchema.safeParse({ search: id, geocode: { latitude: 95, longitude: 35 } }).success).toBe(false);
    expect(similarRequestSchema.safeParse({ search: id, listing_type: "Lease" }).success).toBe(false);
    expect(similarRequestSchema.safeParse({ search: id, extra: 1 }).success).toBe(false);
  });
});

describe("WhatsApp links", () => {
  it("dials the owner's international number, without the local trunk zero", () => {
    expect(internationalDigits("+961", "03 123 456")).toBe("9613123456");
    expect(internationalDigits("+961", "71123456")).toBe("96171123456");
    expect(internationalDigits("+961", "")).toBe("");
  });

  it("prefills the message, encoded", () => {
    const message = "Hello, I saw your listing “Flat & view” on Beitna: https://beitna.com/rental/1/flat-view?x=1";
    expect(whatsappLink(message, "96171123456")).toBe(`https://wa.me/96171123456?text=${encodeURIComponent(message)}`);
    expect(whatsappLink("مرحبا https://beitna.com/sale/1")).toBe("https://wa.me/?text=%D9%85%D8%B1%D8%AD%D8%A8%D8%A7%20https%3A%2F%2Fbeitna.com%2Fsale%2F1");
  });
});

describe("where the widening stops, from the nearest distances", () => {
  it("stops at the first step holding twelve, else at 150 km", () => {
    expect(similarStopRadius(Array.from({ length: 12 }, (_, index) => index * 0.2))).toBe(3);
    expect(similarStopRadius([...Array.from({ length: 11 }, () => 1), 10.5])).toBe(12);
    expect(similarStopRadius([...Array.from({ length: 11 }, () => 1), 12.1])).toBe(17);
    expect(similarStopRadius([1, 2, 149])).toBe(150);
    expect(similarStopRadius([])).toBe(150);
  });
});

describe("greatCircleMetres", () => {
  it("measures on earthdistance's sphere: a degree of latitude, and Beirut to Tripoli", () => {
    expect(greatCircleMetres({ latitude: 33, longitude: 35 }, { latitude: 34, longitude: 35 })).toBeCloseTo((EARTH_RADIUS_M * Math.PI) / 180, 3);
    // earth_distance(ll_to_earth(33.8938, 35.5018), ll_to_earth(34.4367, 35.8497)) in PostgreSQL.
    expect(greatCircleMetres({ latitude: 33.8938, longitude: 35.5018 }, { latitude: 34.4367, longitude: 35.8497 })).toBeCloseTo(68_405.427, 2);
    expect(greatCircleMetres({ latitude: 10, longitude: 20 }, { latitude: 10, longitude: 20 })).toBe(0);
  });
});
