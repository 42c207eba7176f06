import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createListing } from "../../server/db/factories/listings.server.ts";
import { createUser } from "../../server/db/factories/users.server.ts";
import { DAY_MS, addDays } from "../../domain/days.ts";
import { beirutDay } from "../../domain/beirut-clock.ts";
import { creditLedger, listingDailyCounters, promoCodes, properties, referrals, users } from "../../server/db/schema.ts";
import { refreshAccountTier } from "../../server/accounts/account-tier.server.ts";
import { creditBalance } from "../../server/credits/credit-balance.server.ts";
import type { Actor } from "../../server/auth/actor.server.ts";
import { applyListingTransition } from "../../server/listings/apply-transition.server.ts";
import { applyCredits } from "../../server/listings/apply-credits.server.ts";
import { boostListings } from "../../server/listings/boost-listings.server.ts";
import { changeListingPlan } from "../../server/listings/change-plan.server.ts";
import { creditEditQuotes, editListingCredits } from "../../server/listings/edit-credits.server.ts";
import { createPromoCode, setPromoCodePaused } from "../../server/promo/admin-promo-codes.server.ts";
import { redeemPromoOnListing } from "../../server/promo/redeem-promo.server.ts";
import { promoteDashboard } from "../../server/promote/promote-dashboard.server.ts";
import { countReferralSignUp } from "../../server/referrals/count-referral.server.ts";
import { inviteFriend } from "../../server/referrals/invite-friend.server.ts";
import { rollUpDay } from "../../server/insights/roll-up-daily-counters.server.ts";
import { flushImpressions, recordImpressions } from "../../server/search/record-impressions.server.ts";
import { saveBoostSettings } from "../../server/settings/boost-settings.server.ts";
import { db } from "../../server/runtime.server.ts";
import { callFunction, sessionHeaders } from "../support/api.ts";
import { startApi } from "../support/http.ts";
import { deliveredMails, startTestJobsWithOutbox } from "../support/jobs.ts";
import { refusal } from "../support/refusal.ts";

const outbox = await startTestJobsWithOutbox();
const api = await startApi();

const as = (userId: string, isAdmin = false): Actor => ({ kind: "user", userId, isAdmin });
const row = async (id: string) => (await db().select().from(properties).where(eq(properties.id, id)))[0]!;
const grant = (userId: string, amountUsd: number, kind = "adjustment") =>
  db()
    .insert(creditLedger)
    .values({ userId, amountCents: amountUsd * 100, kind });
const tierOf = async (userId: string) => (await db().select({ tier: users.tier }).from(users).where(eq(users.id, userId)))[0]?.tier;
const approve = async (propertyId: string, now?: Date) => {
  const admin = await createUser(db(), { admin: true });
  await applyListingTransition({ propertyId, actor: as(admin.id, true), action: { type: "approve", durationDays: 0 }, now });
};

/** Mails in the outbox to `email`, waiting for the queue to deliver `count` of them. */
async function mailsTo(email: string, count = 1): Promise<Array<{ subject: string; text: string }>> {
  for (let attempt = 0; attempt < 40; attempt++) {
    const mails = (await deliveredMails(outbox)).map((text) => JSON.parse(text)).filter((mail: { to: string }) => mail.to === email);
    if (mails.length >= count) return mails;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return [];
}

describe("applying credits", () => {
  it("pays for several periods at once, sends the listing to review as a plan change, and approval runs it that long", async () => {
    const owner = await createUser(db());
    const listing = await createListing(db(), { ownerId: owner.id, status: "Approved", expiresOn: new Date(Date.now() + 5 * DAY_MS) });
    await grant(owner.id, 50);
    await changeListingPlan({ propertyId: listing.id, actor: as(owner.id), plan: "gold", periods: 3, payment: { kind: "credits" } });
    // Gold is 15 USD a rental period (DEFAULT_PLANS): three cost 45.
    expect(await creditBalance(owner.id)).toBe(5);
    expect(await row(listing.id)).toMatchObject({ planId: "gold", status: "Pending Approval", flag: "Change_from_free", paidDays: 90 });
    // A live listing keeps its expiry while the change waits (decision 0046).
    expect((await row(listing.id)).expiresOn).toEqual(listing.expiresOn);
    const before = Date.now();
    await approve(listing.id);
    const approved = await row(listing.id);
    expect(approved.paidDays).toBeNull();
    expect(approved.expiresOn!.getTime() - before).toBeGreaterThanOrEqual(90 * DAY_MS - 1000);
    expect(approved.expiresOn!.getTime() - before).toBeLessThan(90 * DAY_MS + 60_000);
    expect(await tierOf(owner.id)).toBe("gold");
  });

  it("refuses too few credits without changing anything, and another user's listing is not found", async () => {
    const owner = await createUser(db());
    const intruder = await createUser(db());
    const listing = await createListing(db(), { ownerId: owner.id, status: "Approved" });
    await grant(owner.id, 20);
    await grant(intruder.id, 500);
    expect(await refusal(changeListingPlan({ propertyId: listing.id, actor: as(owner.id), plan: "gold", periods: 2, payment: { kind: "credits" } }))).toBe(
      "insufficient_credits",
    );
    expect(await refusal(changeListingPlan({ propertyId: listing.id, actor: as(intruder.id), plan: "gold", payment: { kind: "credits" } }))).toBe("not_found");
    expect(await row(listing.id)).toMatchObject({ planId: "free", status: "Approved", paidDays: null });
    expect(await creditBalance(owner.id)).toBe(20);
    expect(await creditBalance(intruder.id)).toBe(500);
  });

  it("two tabs spending the last credits at once: exactly one goes through and the balance never goes below zero", async () => {
    const owner = await createUser(db());
    const [first, second] = await Promise.all([1, 2].map(() => createListing(db(), { ownerId: owner.id, status: "Approved" })));
    await grant(owner.id, 15);
    const outcomes = await Promise.all(
      [first!, second!].map((listing) =>
        refusal(changeListingPlan({ propertyId: listing.id, actor: as(owner.id), plan: "gold", payment: { kind: "credits" } })),
      ),
    );
    expect(outcomes.sort()).toEqual(["allowed", "insufficient_credits"]);
    expect(await creditBalance(owner.id)).toBe(0);
  });
});

describe("editing credits", () => {
  async function goldListing(daysLeft: number) {
    const owner = await createUser(db());
    const listing = await createListing(db(), { ownerId: owner.id, status: "Approved" });
    await grant(owner.id, 15);
    await changeListingPlan({ propertyId: listing.id, actor: as(owner.id), plan: "gold", payment: { kind: "credits" } });
    await approve(listing.id);
    await db()
      .update(properties)
      .set({ expiresOn: new Date(Date.now() + daysLeft * DAY_MS - 60_000) })
      .where(eq(properties.id, listing.id));
    return { owner, listing };
  }

  it("an upgrade pays the difference for the days left and keeps them for the approval", async () => {
    const { owner, listing } = await goldListing(15);
    await grant(owner.id, 100);
    // Buying Platinum outright at /applycredits would throw the Gold days away: refused.
    expect(await refusal(applyCredits({ propertyId: listing.id, actor: as(owner.id), plan: "platinum", periods: 1, payment: { kind: "credits" } }))).toBe(
      "paid_time_left",
    );
    expect(await creditBalance(owner.id)).toBe(100);
    const quotes = await creditEditQuotes(listing.id, as(owner.id), new Date());
    // Platinum 35 - Gold 15 = 20 a 30-day period; 15 days left: 10.
    expect(quotes.platinum).toEqual({ kind: "upgrade", charge: 10, days: 15 });
    await editListingCredits({ propertyId: listing.id, actor: as(owner.id), target: "platinum" });
    expect(await creditBalance(owner.id)).toBe(90);
    expect(await row(listing.id)).toMatchObject({ planId: "platinum", status: "Pending Approval", flag: "Change_from_gold", paidDays: 15 });
  });

  it("a downgrade and a cancellation return the unused part, never more than was spent on the listing", async () => {
    const { owner, listing } = await goldListing(10);
    // Gold 15 a period, 10 of 30 days left: 5 back on cancelling.
    expect((await creditEditQuotes(listing.id, as(owner.id), new Date())).free).toEqual({ kind: "cancel", refund: 5, days: 10 });
    await editListingCredits({ propertyId: listing.id, actor: as(owner.id), target: "free" });
    expect(await creditBalance(owner.id)).toBe(5);
    expect(await row(listing.id)).toMatchObject({ planId: "free", flag: "Change_from_gold", paidDays: null });
    const refunds = await db().select().from(creditLedger).where(eq(creditLedger.propertyId, listing.id));
    expect(refunds.map((entry) => [entry.kind, entry.amountCents]).sort()).toEqual([
      ["refund", 500],
      ["spend", -1_500],
    ]);
    // Nothing paid left: nothing more to change.
    expect(await refusal(editListingCredits({ propertyId: listing.id, actor: as(owner.id), target: "gold" }))).toBe("nothing_to_refund");

    // A plan given by a promo code returns no credits: none were spent.
    const promoOwner = await createUser(db());
    const promoListing = await createListing(db(), { ownerId: promoOwner.id, status: "Approved" });
    await db().insert(promoCodes).values({ code: "EDIT-GIFT", planId: "platinum", maxUses: 5 });
    await changeListingPlan({ propertyId: promoListing.id, actor: as(promoOwner.id), plan: "platinum", payment: { kind: "promo", code: "EDIT-GIFT" } });
    expect((await creditEditQuotes(promoListing.id, as(promoOwner.id), new Date())).gold).toEqual({ kind: "downgrade", refund: 0, days: 30 });
  });

  it("another user can neither see the quote nor change the plan", async () => {
    const { owner, listing } = await goldListing(10);
    const intruder = await createUser(db());
    await grant(intruder.id, 100);
    expect(await refusal(creditEditQuotes(listing.id, as(intruder.id), new Date()))).toBe("not_found");
    for (const target of ["platinum", "free"] as const) {
      expect(await refusal(editListingCredits({ propertyId: listing.id, actor: as(intruder.id), target }))).toBe("not_found");
    }
    expect(await row(listing.id)).toMatchObject({ planId: "gold", status: "Approved" });
    expect(await creditBalance(intruder.id)).toBe(100);
    expect(await creditBalance(owner.id)).toBe(0);
  });
});

describe("promo codes", () => {
  it("admins create and pause codes; a user uses a code once, on whichever listing; expirePromo marks it used", async () => {
    const admin = await createUser(db(), { admin: true });
    const owner = await createUser(db());
    expect(await refusal(createPromoCode(owner.id, { code: "NOT-ADMIN", planId: "gold", durationDays: 30, maxUses: 5 }))).toBe("forbidden");
    const code = await createPromoCode(admin.id, { code: "SUMMER-GOLD", planId: "gold", durationDays: 14, maxUses: 10 });
    expect(await refusal(createPromoCode(admin.id, { code: "SUMMER-GOLD", planId: "gold", durationDays: 14, maxUses: 10 }))).toBe("promo_code_taken");
    const [first, second] = await Promise.all([1, 2].map(() => createListing(db(), { ownerId: owner.id, status: "Approved" })));

    await setPromoCodePaused(admin.id, code, true);
    expect(await refusal(setPromoCodePaused(owner.id, code, false))).toBe("forbidden");
    expect(await refusal(redeemPromoOnListing({ code: "summer-gold", propertyId: first!.id, actor: as(owner.id) }))).toBe("promo_paused");
    await setPromoCodePaused(admin.id, code, false);

    const state = await redeemPromoOnListing({ code: " summer-gold ", propertyId: first!.id, actor: as(owner.id) });
    expect(state).toMatchObject({ planId: "gold", status: "Pending Approval", flag: "Change_from_free" });
    expect((await row(first!.id)).paidDays).toBe(14);
    expect(await refusal(redeemPromoOnListing({ code, propertyId: second!.id, actor: as(owner.id) }))).toBe("promo_already_used");
    expect(await refusal(changeListingPlan({ propertyId: second!.id, actor: as(owner.id), plan: "gold", payment: { kind: "promo", code } }))).toBe(
      "promo_already_used",
    );
    const [stored] = await db().select().from(promoCodes).where(eq(promoCodes.code, code));
    expect(stored?.usedCount).toBe(1);

    // Another user cannot use it on someone else's listing.
    const intruder = await createUser(db());
    expect(await refusal(redeemPromoOnListing({ code, propertyId: second!.id, actor: as(intruder.id) }))).toBe("not_found");
  });

  it("a code valid until a day works all that day in Beirut and not a moment after", async () => {
    const admin = await createUser(db(), { admin: true });
    const code = await createPromoCode(admin.id, { code: "UNTIL-DEC-5", planId: "gold", durationDays: 7, maxUses: 5, expiresOn: "2026-12-05" });
    const [stored] = await db().select().from(promoCodes).where(eq(promoCodes.code, code));
    // Beirut is UTC+2 in December: the day ends at 22:00 UTC, not at 23:59 UTC (01:59 the next morning there).
    expect(stored?.expiresAt?.toISOString()).toBe("2026-12-05T21:59:59.999Z");
    expect(beirutDay(stored!.expiresAt!)).toBe("2026-12-05");
    expect(beirutDay(new Date(stored!.expiresAt!.getTime() + 1))).toBe("2026-12-06");
  });

  it("a personal code made by an admin is mailed to its user and works only for them", async () => {
    const admin = await createUser(db(), { admin: true });
    const lucky = await createUser(db(), { firstName: "Hala", locale: "fr" });
    const other = await createUser(db());
    const code = await createPromoCode(admin.id, { code: undefined, planId: "platinum", durationDays: 30, maxUses: 1, ownerEmail: lucky.email });
    const [mail] = await mailsTo(lucky.email);
    expect(mail?.subject).toBe("Votre code promo Beitna");
    expect(mail?.text).toContain(code);
    const theirs = await createListing(db(), { ownerId: other.id, status: "Approved" });
    expect(await refusal(redeemPromoOnListing({ code, propertyId: theirs.id, actor: as(other.id) }))).toBe("promo_not_found");
  });
});

describe("referrals", () => {
  it("answers a distinct outcome for each refusal and mails the invitation in the inviter's language", async () => {
    const inviter = await createUser(db(), { firstName: "Karim", lastName: "Saad", locale: "ar" });
    const member = await createUser(db());
    const invite = (email: string, referrerId = inviter.id) => inviteFriend({ referrerId, email, firstName: "Friend", lastName: "" });
    expect(await invite(inviter.email.toUpperCase())).toBe("yourself");
    expect(await invite(member.email)).toBe("already_member");
    const friend = `friend-${crypto.randomUUID()}@example.com`;
    expect(await invite(friend)).toBe("invited");
    expect(await invite(friend.toUpperCase())).toBe("already_invited");
    // Someone else's invitation still open: already invited too.
    const other = await createUser(db());
    expect(await invite(friend, other.id)).toBe("already_invited");
    const [mail] = await mailsTo(friend);
    expect(mail?.subject).toBe("انضمّ إليّ على بيتنا");
    expect(mail?.text).toContain("Karim Saad");
    for (let index = 0; index < 4; index++) expect(await invite(`more-${index}-${crypto.randomUUID()}@example.com`)).toBe("invited");
    expect(await invite(`sixth-${crypto.randomUUID()}@example.com`)).toBe("five_invited");
  });

  it("counts an invitee who registers within three days, once per address; five earn a personal Gold code by mail", async () => {
    const inviter = await createUser(db(), { firstName: "Maya" });
    const rival = await createUser(db());
    const start = new Date();
    const friends = Array.from({ length: 6 }, (_, index) => `joiner-${index}-${crypto.randomUUID()}@example.com`);
    for (const email of friends.slice(0, 5))
      expect(await inviteFriend({ referrerId: inviter.id, email, firstName: "F", lastName: "", now: start })).toBe("invited");

    // The fifth registers after its three days: it does not count, and frees a place for a sixth.
    const late = new Date(start.getTime() + 3 * DAY_MS + 60_000);
    await countReferralSignUp({ userId: (await createUser(db(), { email: friends[4] })).id, email: friends[4]!, now: late });
    expect(await inviteFriend({ referrerId: inviter.id, email: friends[5]!, firstName: "F", lastName: "", now: late })).toBe("invited");
    // The rival's later invitation of the same address does not take it from the first inviter.
    expect(await inviteFriend({ referrerId: rival.id, email: friends[5]!, firstName: "F", lastName: "", now: late })).toBe("already_invited");

    for (const email of [...friends.slice(0, 4), friends[5]!]) {
      const joined = await createUser(db(), { email });
      const now = email === friends[5] ? new Date(late.getTime() + DAY_MS) : new Date(start.getTime() + 2 * DAY_MS);
      await countReferralSignUp({ userId: joined.id, email, now });
      // Counting the same sign-up twice changes nothing.
      await countReferralSignUp({ userId: joined.id, email, now });
    }
    const counted = await db().select().from(referrals).where(eq(referrals.referrerId, inviter.id));
    expect(
      counted
        .filter((entry) => entry.registeredAt)
        .map((entry) => entry.inviteeEmail)
        .sort(),
    ).toEqual([...friends.slice(0, 4), friends[5]!].sort());
    const codes = await db().select().from(promoCodes).where(eq(promoCodes.ownerId, inviter.id));
    expect(codes).toHaveLength(1);
    expect(codes[0]).toMatchObject({ planId: "gold", durationDays: 30, maxUses: 1, reason: "referral" });
    const [mail] = await mailsTo(inviter.email);
    expect(mail?.subject).toBe("Your Beitna promo code");
    expect(mail?.text).toContain(codes[0]!.code);
  });
});

describe("boosts", () => {
  it("show each live listing's impressions and views of the last 7 days against the 7 before, the owner's only", async () => {
    const owner = await createUser(db());
    const stranger = await createUser(db());
    const listing = await createListing(db(), { ownerId: owner.id, status: "Approved", title: "Weekly figures" });
    const quiet = await createListing(db(), { ownerId: owner.id, status: "Approved", title: "Quiet listing" });
    const theirs = await createListing(db(), { ownerId: stranger.id, status: "Approved" });
    // The page is read as of two days ago: none of its 14 days is one the scheduled rollup (today, yesterday) rebuilds.
    const now = new Date(Date.now() - 2 * DAY_MS);
    const today = beirutDay(now);
    const on = (daysAgo: number, impression: number, views: number, propertyId = listing.id, ownerId = owner.id) => ({
      propertyId,
      ownerId,
      day: addDays(today, -daysAgo),
      impression,
      views,
    });
    await db()
      .insert(listingDailyCounters)
      .values([
        // The last 7 days (today and the 6 before): 90 + 45 impressions, 12 + 15 views.
        on(0, 90, 12),
        on(6, 45, 15),
        // The 7 before: 60 + 40 impressions, 30 views.
        on(7, 60, 30),
        on(13, 40, 0),
        // Older than 14 days, after today, and another owner's listing: not counted.
        on(14, 1000, 1000),
        on(-1, 1000, 1000),
        on(0, 500, 500, theirs.id, stranger.id),
      ]);

    const board = await promoteDashboard(owner.id, now);
    const figures = (id: string) => board.listings.find((entry) => entry.id === id)!;
    expect(figures(listing.id)).toMatchObject({
      impressions: { last: 135, previous: 100, change: 35 },
      views: { last: 27, previous: 30, change: -10 },
    });
    // A listing without a day of activity: zeros, and no percentage of nothing.
    expect(figures(quiet.id)).toMatchObject({ impressions: { last: 0, previous: 0, change: null }, views: { last: 0, previous: 0, change: null } });
    expect(board.listings.map((entry) => entry.id)).not.toContain(theirs.id);
  });

  it("count the impressions a boost brings in today's figures once rolled up", async () => {
    const owner = await createUser(db());
    await grant(owner.id, 2);
    const listing = await createListing(db(), { ownerId: owner.id, status: "Approved", title: "Boost effect" });
    const impressions = async () => (await promoteDashboard(owner.id)).listings.find((entry) => entry.id === listing.id)!.impressions;
    expect(await impressions()).toMatchObject({ last: 0, previous: 0 });

    await boostListings({ propertyIds: [listing.id], actor: as(owner.id) });
    // Searchers now see it on top: three of them are shown its card, and the rollup counts today's events.
    for (let shown = 0; shown < 3; shown++) recordImpressions([listing.id], "Mozilla/5.0 (iPhone) Safari");
    await flushImpressions();
    await rollUpDay(beirutDay(new Date()));
    expect(await impressions()).toMatchObject({ last: 3, previous: 0, change: null });
  });

  it("cost their price in credits, wait out their cooldown (admin settings), and move the listing up in its search", async () => {
    const admin = await createUser(db(), { admin: true });
    const owner = await createUser(db());
    const intruder = await createUser(db());
    await grant(owner.id, 3);
    await grant(intruder.id, 50);
    const past = new Date(Date.now() - 5 * DAY_MS);
    const listing = await createListing(db(), { ownerId: owner.id, status: "Approved", marketDate: past, listingType: "Sale", title: "Boosted sale" });
    // Another free sale listing newer on the market: ahead until the boost.
    await createListing(db(), { ownerId: intruder.id, status: "Approved", marketDate: new Date(Date.now() - DAY_MS), listingType: "Sale" });
    const position = async () => (await promoteDashboard(owner.id)).listings.find((entry) => entry.id === listing.id)!.position;
    const before = await position();

    expect(await refusal(boostListings({ propertyIds: [listing.id], actor: as(intruder.id) }))).toBe("not_found");
    const t0 = new Date();
    await boostListings({ propertyIds: [listing.id], actor: as(owner.id), now: t0 });
    expect(await creditBalance(owner.id)).toBe(1);
    expect(await creditBalance(intruder.id)).toBe(50);
    expect(await row(listing.id)).toMatchObject({ boosted: true, boostedAt: t0, marketDate: t0 });
    expect(await position()).toBeLessThan(before);

    await grant(owner.id, 10);
    expect(await refusal(boostListings({ propertyIds: [listing.id], actor: as(owner.id), now: new Date(t0.getTime() + 23 * 3_600_000) }))).toBe(
      "boost_cooldown",
    );
    expect(await creditBalance(owner.id)).toBe(11);
    await boostListings({ propertyIds: [listing.id], actor: as(owner.id), now: new Date(t0.getTime() + DAY_MS) });
    expect(await creditBalance(owner.id)).toBe(9);

    // Admins set the price and cooldown; a non-admin may not.
    expect(await refusal(saveBoostSettings(owner.id, { priceUsd: 0, cooldownHours: 0 }))).toBe("forbidden");
    await saveBoostSettings(admin.id, { priceUsd: 5, cooldownHours: 1 });
    try {
      const second = await createListing(db(), { ownerId: owner.id, status: "Approved" });
      // Several at once: all or none (the first is still cooling down).
      expect(await refusal(boostListings({ propertyIds: [second.id, listing.id], actor: as(owner.id), now: new Date(t0.getTime() + 24.5 * 3_600_000) }))).toBe(
        "boost_cooldown",
      );
      expect((await row(second.id)).boosted).toBe(false);
      await grant(owner.id, 1);
      await boostListings({ propertyIds: [second.id, listing.id], actor: as(owner.id), now: new Date(t0.getTime() + 26 * 3_600_000) });
      expect(await creditBalance(owner.id)).toBe(0);
    } finally {
      await saveBoostSettings(admin.id, { priceUsd: 2, cooldownHours: 24 });
    }
  });

  it("are refused without enough credits", async () => {
    const owner = await createUser(db());
    const listing = await createListing(db(), { ownerId: owner.id, status: "Approved" });
    expect(await refusal(boostListings({ propertyIds: [listing.id], actor: as(owner.id) }))).toBe("insufficient_credits");
    expect((await row(listing.id)).boosted).toBe(false);
  });
});

describe("account tiers", () => {
  it("follow live listings' plans and purchases of the last twelve months, highest first", async () => {
    const owner = await createUser(db());
    expect(await tierOf(owner.id)).toBe("free");
    await grant(owner.id, 10, "purchase");
    expect(await refreshAccountTier(db(), owner.id)).toBe("premium");
    // Twelve months later the purchase no longer counts.
    expect(await refreshAccountTier(db(), owner.id, new Date(Date.now() + 367 * DAY_MS))).toBe("free");
    await refreshAccountTier(db(), owner.id);

    const listing = await createListing(db(), { ownerId: owner.id, status: "Approved" });
    await grant(owner.id, 100);
    await changeListingPlan({ propertyId: listing.id, actor: as(owner.id), plan: "platinum", payment: { kind: "credits" } });
    // Waiting for approval is not live yet.
    expect(await tierOf(owner.id)).toBe("premium");
    await approve(listing.id);
    expect(await tierOf(owner.id)).toBe("platinum");
    const expiresOn = (await row(listing.id)).expiresOn!;
    await applyListingTransition({ propertyId: listing.id, actor: { kind: "system" }, action: { type: "expire" }, now: new Date(expiresOn.getTime() + 1000) });
    expect(await tierOf(owner.id)).toBe("premium");
  });
});

describe("the API's inviteUser and expirePromo", () => {
  it("answer the spec's codes in the caller's language, refuse another user's id, and refuse a promo code used twice", async () => {
    const caller = await createUser(db());
    const other = await createUser(db());
    const headers = { ...(await sessionHeaders(api.url, caller.email, caller.password)), "accept-language": "fr" };
    const friend = `api-friend-${crypto.randomUUID()}@example.com`;
    const invite = async (payload: Record<string, unknown>) => {
      const response = await callFunction(api.url, "inviteUser", { FName: "Ziad", LName: "Nassar", ...payload }, headers);
      return { status: response.status, body: await response.json() };
    };
    expect(await invite({ Email: friend, UserID: caller.id })).toEqual({
      status: 200,
      body: { success: true, result: 0, outcome: "invited", message: "Invitation envoyée." },
    });
    expect((await invite({ Email: friend })).body).toMatchObject({ result: 2, outcome: "already_invited" });
    expect((await invite({ Email: other.email })).body).toMatchObject({ result: 1, outcome: "already_member" });
    expect((await invite({ Email: caller.email })).body).toMatchObject({ result: 4, outcome: "yourself" });
    expect((await invite({ Email: `x-${crypto.randomUUID()}@example.com`, UserID: other.id })).status).toBe(403);

    await db().insert(promoCodes).values({ code: "API-ONCE", planId: "gold", maxUses: 10 });
    const [first, second] = await Promise.all([1, 2].map(() => createListing(db(), { ownerId: caller.id, status: "Approved" })));
    const used = await callFunction(api.url, "expirePromo", { Promo: "api-once", Property: first!.id }, headers);
    expect(await used.json()).toEqual({
      success: true,
      result: "success",
      PropertyID: first!.id,
      plan: "gold",
      Status: "Pending Approval",
      Flag: "Change_from_free",
    });
    const again = await callFunction(api.url, "expirePromo", { Promo: "API-ONCE", Property: second!.id }, headers);
    expect(again.status).toBe(409);
    expect((await again.json()).error).toEqual({
      code: "promo_already_used",
      message: "Vous avez déjà utilisé ce code promo. Chaque code ne peut servir qu’une fois par personne.",
    });
  });
});
