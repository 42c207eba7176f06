import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type PromoRedeemer, type PromoRefusal, promoRedemptionRefusal, type RedeemablePromo } from "../../domain/promo-codes.ts";

const now = new Date("2026-06-15T09:00:00Z");
const HOUR = 3_600_000;

// A code that may be redeemed, and the user redeeming it: each arbitrary stays inside the rules.
const redeemable = fc
  .record({
    planId: fc.constantFrom("gold", "platinum"),
    personal: fc.boolean(),
    expiresInHours: fc.option(fc.integer({ min: 1, max: 24 * 365 }), { nil: null }),
    maxUses: fc.integer({ min: 1, max: 100_000 }),
    usedShare: fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
    userId: fc.uuid(),
  })
  .map(({ planId, personal, expiresInHours, maxUses, usedShare, userId }) => {
    const promo: RedeemablePromo = {
      planId,
      ownerId: personal ? userId : null,
      pausedAt: null,
      expiresAt: expiresInHours === null ? null : new Date(now.getTime() + expiresInHours * HOUR),
      usedCount: Math.floor(usedShare * maxUses),
      maxUses,
    };
    const redeemer: PromoRedeemer = { userId, planId, now, usedBefore: false };
    return { promo, redeemer };
  });

// Each rule broken alone, and the refusal it must give.
const breaks: Record<PromoRefusal, (promo: RedeemablePromo, redeemer: PromoRedeemer) => [RedeemablePromo | undefined, PromoRedeemer]> = {
  promo_not_found: (_promo, redeemer) => [undefined, redeemer],
  promo_paused: (promo, redeemer) => [{ ...promo, pausedAt: new Date(now.getTime() - HOUR) }, redeemer],
  promo_expired: (promo, redeemer) => [{ ...promo, expiresAt: now }, redeemer],
  promo_wrong_plan: (promo, redeemer) => [promo, { ...redeemer, planId: promo.planId === "gold" ? "platinum" : "gold" }],
  promo_already_used: (promo, redeemer) => [promo, { ...redeemer, usedBefore: true }],
  promo_used_up: (promo, redeemer) => [{ ...promo, usedCount: promo.maxUses }, redeemer],
};

describe("promo redemption rules (fast-check)", () => {
  it("accepts a code with uses left, not paused, not expired, for its plan, by its owner or anyone for a public code", () => {
    fc.assert(
      fc.property(redeemable, ({ promo, redeemer }) => {
        expect(promoRedemptionRefusal(promo, redeemer)).toBeNull();
      }),
    );
  });

  it("refuses each broken rule alone with its own code", () => {
    fc.assert(
      fc.property(redeemable, fc.constantFrom(...(Object.keys(breaks) as PromoRefusal[])), ({ promo, redeemer }, refusal) => {
        expect(promoRedemptionRefusal(...breaks[refusal](promo, redeemer))).toBe(refusal);
      }),
    );
  });

  it("tells someone else's personal code apart from nothing: it is not found", () => {
    fc.assert(
      fc.property(redeemable, fc.uuid(), ({ promo, redeemer }, ownerId) => {
        fc.pre(ownerId !== redeemer.userId);
        expect(promoRedemptionRefusal({ ...promo, ownerId }, redeemer)).toBe("promo_not_found");
      }),
    );
  });
});
