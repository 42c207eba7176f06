import { describe, expect, it } from "vitest";
import { accountTierOf, premiumSince } from "../../domain/account-tier.ts";
import { mayBoostNow, nextBoostAt } from "../../domain/boost.ts";
import { adjustCreditsSchema, applyCreditsSchema, creditPacksSchema, daysLeft, formatUsd, planCost, quoteCreditEdit } from "../../domain/credits.ts";
import { referralWindowEnd } from "../../domain/referrals.ts";
import { DAY_MS } from "../../domain/days.ts";

const now = new Date("2026-11-24T10:00:00Z");

describe("what applying credits costs", () => {
  it("multiplies in cents, and takes 1 to 12 periods", () => {
    expect(planCost(15, 3)).toBe(45);
    expect(planCost(0.1, 3)).toBe(0.3);
    expect(applyCreditsSchema.safeParse({ plan: "gold", periods: "12" }).success).toBe(true);
    expect(applyCreditsSchema.safeParse({ plan: "gold", periods: "13" }).success).toBe(false);
    expect(applyCreditsSchema.safeParse({ plan: "free", periods: "1" }).success).toBe(false);
  });
});

describe("editing credits (decision 0025)", () => {
  it("counts a started day as left, the paid days of a listing waiting for approval, nothing once expired", () => {
    expect(daysLeft({ expiresOn: new Date(now.getTime() + 10 * DAY_MS - 1000), paidDays: null, status: "Approved" }, now)).toBe(10);
    expect(daysLeft({ expiresOn: null, paidDays: 60, status: "Pending Approval" }, now)).toBe(60);
    expect(daysLeft({ expiresOn: new Date(now.getTime() - DAY_MS), paidDays: null, status: "Expired" }, now)).toBe(0);
  });

  it("charges an upgrade the difference for the days left, rounded up to the cent", () => {
    expect(quoteCreditEdit({ currentPrice: 15, targetPrice: 35, durationDays: 30, days: 15, target: "platinum", creditsSpentOnListing: 15 })).toEqual({
      kind: "upgrade",
      charge: 10,
      days: 15,
    });
    expect(quoteCreditEdit({ currentPrice: 15, targetPrice: 35, durationDays: 30, days: 7, target: "platinum", creditsSpentOnListing: 0 })).toEqual({
      kind: "upgrade",
      charge: 4.67,
      days: 7,
    });
  });

  it("returns the unused part of a downgrade or cancellation, rounded down, never more than was spent", () => {
    expect(quoteCreditEdit({ currentPrice: 35, targetPrice: 15, durationDays: 30, days: 7, target: "gold", creditsSpentOnListing: 35 })).toEqual({
      kind: "downgrade",
      refund: 4.66,
      days: 7,
    });
    expect(quoteCreditEdit({ currentPrice: 15, targetPrice: 0, durationDays: 30, days: 30, target: "free", creditsSpentOnListing: 15 })).toEqual({
      kind: "cancel",
      refund: 15,
      days: 30,
    });
    expect(quoteCreditEdit({ currentPrice: 15, targetPrice: 0, durationDays: 30, days: 30, target: "free", creditsSpentOnListing: 6 })).toEqual({
      kind: "cancel",
      refund: 6,
      days: 30,
    });
    expect(quoteCreditEdit({ currentPrice: 15, targetPrice: 0, durationDays: 30, days: 30, target: "free", creditsSpentOnListing: -3 })).toEqual({
      kind: "cancel",
      refund: 0,
      days: 30,
    });
  });
});

describe("boost cooldown", () => {
  it("allows the next boost once the cooldown has passed", () => {
    const settings = { priceUsd: 2, cooldownHours: 24 };
    expect(mayBoostNow(null, settings, now)).toBe(true);
    expect(nextBoostAt(now, settings)).toEqual(new Date(now.getTime() + DAY_MS));
    expect(mayBoostNow(new Date(now.getTime() - DAY_MS + 1000), settings, now)).toBe(false);
    expect(mayBoostNow(new Date(now.getTime() - DAY_MS), settings, now)).toBe(true);
  });
});

describe("account tiers and referral windows", () => {
  it("takes the highest tier, premium for twelve months, and three days to register", () => {
    expect(accountTierOf({ livePlans: new Set(["gold", "platinum"]), boughtCreditsLately: true })).toBe("platinum");
    expect(accountTierOf({ livePlans: new Set(["gold"]), boughtCreditsLately: true })).toBe("gold");
    expect(accountTierOf({ livePlans: new Set(["free"]), boughtCreditsLately: true })).toBe("premium");
    expect(accountTierOf({ livePlans: new Set(), boughtCreditsLately: false })).toBe("free");
    expect(premiumSince(now)).toEqual(new Date("2025-11-24T10:00:00Z"));
    expect(referralWindowEnd(now)).toEqual(new Date(now.getTime() + 3 * DAY_MS));
  });
});

describe("credit forms", () => {
  it("forms: amounts with at most two decimals, signed; packs as a list of whole dollars", () => {
    const adjust = (amount: string) => adjustCreditsSchema.safeParse({ email: "a@b.co", amount, reason: "Goodwill" });
    expect(adjust("-12.5").data?.amount).toBe(-12.5);
    expect(adjust("7,25").data?.amount).toBe(7.25);
    expect(adjust("1.234").success).toBe(false);
    expect(adjust("0").success).toBe(false);
    expect(adjust("abc").success).toBe(false);
    expect(creditPacksSchema.parse({ packs: "50, 10 ,25،10" }).packs).toEqual([10, 25, 50]);
    expect(creditPacksSchema.safeParse({ packs: "10, 2.5" }).success).toBe(false);
    expect(creditPacksSchema.safeParse({ packs: "" }).success).toBe(false);
  });

  it("writes dollars with their cents in the reader's digits", () => {
    expect(formatUsd(45, "en")).toBe("$45.00");
    expect(formatUsd(4.5, "en")).toBe("$4.50");
  });
});
