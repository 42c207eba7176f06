import { describe, expect, it } from "vitest";
import { creditsScreen, ownerActions } from "../../domain/dashboard.ts";
import type { ListingState } from "../../domain/lifecycle.ts";

const NOW = new Date("2026-11-28T10:00:00Z");
const live: ListingState = {
  status: "Approved",
  flag: null,
  visible: true,
  planId: "gold",
  boosted: false,
  marketDate: new Date("2026-11-01T10:00:00Z"),
  approvedOn: new Date("2026-11-01T10:00:00Z"),
  expiresOn: new Date("2026-12-01T10:00:00Z"),
  flagTime: null,
  takenAt: null,
};

describe("the owner's actions on a dashboard card", () => {
  it("offer a live listing its plan change, boost and hiding", () => {
    expect(ownerActions(live, NOW)).toEqual(expect.arrayContaining(["edit", "changePlan", "boost", "remove"]));
    expect(creditsScreen(live, NOW)).toBe("editcredits");
  });

  it("offer a rented home no plan to pay for, no boost and no renewal: it goes back on the market first", () => {
    const taken = { ...live, visible: false, takenAt: new Date("2026-11-20T10:00:00Z") };
    const actions = ownerActions(taken, NOW);
    expect(actions).toContain("add");
    expect(actions).not.toContain("changePlan");
    expect(actions).not.toContain("boost");
    expect(actions).not.toContain("renew");
    expect(creditsScreen(taken, NOW)).toBeNull();
  });
});
