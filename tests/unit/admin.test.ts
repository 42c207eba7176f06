import { describe, expect, it } from "vitest";
import { exchangeRateSchema, moderationRequest, pageParam, planPricesSchema, rejectListingSchema } from "../../domain/admin.ts";

describe("moderationRequest", () => {
  it.each([
    ["New", { kind: "new" }],
    ["Edit", { kind: "edit" }],
    ["Renew", { kind: "renew" }],
    ["Change_from_gold", { kind: "planChange", fromPlan: "gold" }],
    ["Reactivated", { kind: "other", flag: "Reactivated" }],
  ] as const)("reads the flag %s", (flag, expected) => {
    expect(moderationRequest(flag)).toEqual(expected);
  });
});

describe("admin forms", () => {
  const id = "0b0c8f52-3d4e-4f5a-8b6c-7d8e9f0a1b2c";
  it("a rejection needs a reason of at most 1,000 characters, trimmed", () => {
    expect(rejectListingSchema.safeParse({ propertyId: id, reason: "   " }).error?.issues[0]?.message).toBe("admin.reasonRequired");
    expect(rejectListingSchema.safeParse({ propertyId: id, reason: "x".repeat(1001) }).error?.issues[0]?.message).toBe("admin.reasonTooLong");
    expect(rejectListingSchema.parse({ propertyId: id, reason: " Blurry photos " }).reason).toBe("Blurry photos");
  });

  it("plan prices are dollars and cents from 0, durations whole days from 1 to 365", () => {
    const plan = { planId: "gold", rentalPriceUsd: 15.5, salePriceUsd: 0, durationDays: 30 };
    expect(planPricesSchema.safeParse(plan).success).toBe(true);
    expect(planPricesSchema.safeParse({ ...plan, rentalPriceUsd: -1 }).success).toBe(false);
    expect(planPricesSchema.safeParse({ ...plan, rentalPriceUsd: 1.005 }).success).toBe(false);
    expect(planPricesSchema.safeParse({ ...plan, durationDays: 0 }).success).toBe(false);
    expect(planPricesSchema.safeParse({ ...plan, durationDays: 2.5 }).success).toBe(false);
    expect(planPricesSchema.safeParse({ ...plan, planId: "diamond" }).success).toBe(false);
  });

  it("the rate is a whole positive number of LBP", () => {
    expect(exchangeRateSchema.safeParse({ lbpPerUsd: 89_500 }).success).toBe(true);
    expect(exchangeRateSchema.safeParse({ lbpPerUsd: 0 }).success).toBe(false);
    expect(exchangeRateSchema.safeParse({ lbpPerUsd: 1.5 }).success).toBe(false);
  });

  it("a page number from the address is a positive whole number, else 1", () => {
    expect(pageParam("3")).toBe(3);
    expect(pageParam(null)).toBe(1);
    expect(pageParam("-2")).toBe(1);
    expect(pageParam("1.5")).toBe(1);
    expect(pageParam("abc")).toBe(1);
  });
});
