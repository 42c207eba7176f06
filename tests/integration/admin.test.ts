import { and, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { approveListing } from "../../server/admin/approve-listing.server.ts";
import { listModerationQueue } from "../../server/admin/moderation-queue.server.ts";
import { rejectListing } from "../../server/admin/reject-listing.server.ts";
import { searchUsers } from "../../server/admin/search-users.server.ts";
import { setAdminRole } from "../../server/admin/set-admin-role.server.ts";
import { setExchangeRateAsAdmin } from "../../server/admin/set-exchange-rate.server.ts";
import { updatePlan } from "../../server/admin/update-plan.server.ts";
import { createListing } from "../../server/db/factories/listings.server.ts";
import { createUser } from "../../server/db/factories/users.server.ts";
import { exchangeRates, plans, properties, propertyStatusHistory, userRoles } from "../../server/db/schema.ts";
import { deleteAccount } from "../../server/accounts/delete-account.server.ts";
import { smtpTransport } from "../../server/mail/transport.server.ts";
import { currentLbpPerUsd } from "../../server/money/exchange-rate.server.ts";
import { db } from "../../server/runtime.server.ts";
import { startTestJobs } from "../support/jobs.ts";
import { startSmtpServer } from "../support/smtp.ts";
import { refusal } from "../support/refusal.ts";
import { adminUserRowSchema } from "../../domain/admin.ts";
import { DAY_MS } from "../../domain/days.ts";

const smtp = await startSmtpServer();
await startTestJobs(smtpTransport(smtp.url, "Beitna <no-reply@beitna.test>"));
afterAll(() => smtp.close());

async function pendingAt(ownerId: string, title: string, flagTime: Date, flag = "New") {
  const listing = await createListing(db(), { ownerId, title });
  await db().update(properties).set({ flagTime, flag }).where(eq(properties.id, listing.id));
  return listing;
}

const isAdmin = async (userId: string) =>
  (
    await db()
      .select()
      .from(userRoles)
      .where(and(eq(userRoles.userId, userId), eq(userRoles.role, "Admin")))
  ).length === 1;

describe("moderation", () => {
  it("the queue lists only pending, undeleted listings, oldest first", async () => {
    const admin = await createUser(db(), { admin: true });
    const owner = await createUser(db(), { firstName: "Lina", lastName: "Saad" });
    const newer = await pendingAt(owner.id, "Queue newer", new Date("2026-03-02T10:00:00Z"), "Edit");
    const older = await pendingAt(owner.id, "Queue older", new Date("2026-03-01T10:00:00Z"), "Change_from_gold");
    const deleted = await pendingAt(owner.id, "Queue deleted", new Date("2026-02-01T10:00:00Z"));
    await db().update(properties).set({ isDeleted: true }).where(eq(properties.id, deleted.id));
    await createListing(db(), { ownerId: owner.id, title: "Queue approved", status: "Approved" });

    const { listings, total } = await listModerationQueue(admin.id, 1, "en");
    const mine = listings.filter((listing) => listing.title.startsWith("Queue"));
    expect(mine.map((listing) => [listing.title, listing.flag])).toEqual([
      ["Queue older", "Change_from_gold"],
      ["Queue newer", "Edit"],
    ]);
    expect(total).toBe(listings.length);
    expect(mine[0]).toMatchObject({
      id: older.id,
      ownerName: "Lina Saad",
      ownerEmail: owner.email,
      planName: "Beitna Free",
      listingType: "Rental",
      photoUrl: null,
    });
    expect(newer.id).toBe(mine[1]!.id);
  });

  it("approving makes the listing live for its plan's duration, records history and tells the owner", async () => {
    const admin = await createUser(db(), { admin: true });
    const owner = await createUser(db(), { locale: "ar" });
    await db().update(plans).set({ durationDays: 45 }).where(eq(plans.id, "gold"));
    const listing = await createListing(db(), { ownerId: owner.id, title: "شقة في الحمرا", planId: "gold" });

    const before = Date.now();
    await approveListing(admin.id, listing.id);
    const [row] = await db().select().from(properties).where(eq(properties.id, listing.id));
    expect(row).toMatchObject({ status: "Approved", visible: true, flag: null, flagTime: null });
    expect(row!.approvedOn!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row!.expiresOn!.getTime() - row!.approvedOn!.getTime()).toBe(45 * DAY_MS);
    const history = await db().select().from(propertyStatusHistory).where(eq(propertyStatusHistory.propertyId, listing.id));
    expect(history.map((entry) => [entry.action, entry.fromStatus, entry.toStatus, entry.actorId])).toEqual([
      ["approve", "Pending Approval", "Approved", admin.id],
    ]);

    const mail = await smtp.waitFor(owner.email, /تمت الموافقة/);
    expect(mail.text).toContain("شقة في الحمرا");
    expect(mail.text).toContain("http://localhost:3000/dashboard");
    // A listing already approved is not approved again.
    expect(await refusal(approveListing(admin.id, listing.id))).toBe("transition_not_allowed");
  });

  it("rejecting needs a reason, records it and mails it to the owner in their language", async () => {
    const admin = await createUser(db(), { admin: true });
    const owner = await createUser(db(), { locale: "fr", firstName: "Nadim" });
    const listing = await createListing(db(), { ownerId: owner.id, title: "Villa à Broummana" });

    expect(await refusal(rejectListing(admin.id, listing.id, "   "))).toBe("reason_required");
    expect((await db().select().from(properties).where(eq(properties.id, listing.id)))[0]?.status).toBe("Pending Approval");

    await rejectListing(admin.id, listing.id, "  Les photos montrent un autre bien.  ");
    const [row] = await db().select().from(properties).where(eq(properties.id, listing.id));
    expect(row).toMatchObject({ status: "Rejected", visible: false });
    const history = await db().select().from(propertyStatusHistory).where(eq(propertyStatusHistory.propertyId, listing.id));
    expect(history.map((entry) => [entry.action, entry.toStatus, entry.reason])).toEqual([["reject", "Rejected", "Les photos montrent un autre bien."]]);

    const mail = await smtp.waitFor(owner.email, /^Votre annonce doit/);
    expect(mail.text).toContain("Villa à Broummana");
    expect(mail.text).toContain("Les photos montrent un autre bien.");
    expect(mail.text).toContain(`http://localhost:3000/editlisting/${listing.id}`);
  });
});

describe("only admins", () => {
  it("a user without the Admin role is refused every admin use case, and nothing changes", async () => {
    const user = await createUser(db());
    const other = await createUser(db());
    const listing = await createListing(db(), { ownerId: user.id });
    const [goldBefore] = await db().select().from(plans).where(eq(plans.id, "gold"));
    const rateBefore = await currentLbpPerUsd();
    const ratesBefore = (await db().select().from(exchangeRates)).length;

    expect(await refusal(listModerationQueue(user.id, 1, "en"))).toBe("forbidden");
    expect(await refusal(searchUsers(user.id, "", 1))).toBe("forbidden");
    expect(await refusal(approveListing(user.id, listing.id))).toBe("forbidden");
    expect(await refusal(rejectListing(user.id, listing.id, "Spam"))).toBe("forbidden");
    expect(await refusal(setAdminRole(user.id, user.id, true))).toBe("forbidden");
    expect(await refusal(setAdminRole(user.id, other.id, true))).toBe("forbidden");
    expect(await refusal(updatePlan(user.id, { planId: "gold", rentalPriceUsd: 1, salePriceUsd: 1, durationDays: 1 }))).toBe("forbidden");
    expect(await refusal(setExchangeRateAsAdmin(user.id, 1))).toBe("forbidden");

    expect((await db().select().from(properties).where(eq(properties.id, listing.id)))[0]).toMatchObject({ status: "Pending Approval", flag: "New" });
    expect(await db().select().from(propertyStatusHistory).where(eq(propertyStatusHistory.propertyId, listing.id))).toEqual([]);
    expect(await isAdmin(user.id)).toBe(false);
    expect(await isAdmin(other.id)).toBe(false);
    expect((await db().select().from(plans).where(eq(plans.id, "gold")))[0]).toEqual(goldBefore);
    expect(await currentLbpPerUsd()).toBe(rateBefore);
    expect((await db().select().from(exchangeRates)).length).toBe(ratesBefore);
  });

  it("an admin whose role was revoked is refused too", async () => {
    const admin = await createUser(db(), { admin: true });
    const former = await createUser(db(), { admin: true });
    await setAdminRole(admin.id, former.id, false);
    expect(await refusal(setExchangeRateAsAdmin(former.id, 95_000))).toBe("forbidden");
  });
});

describe("admin roles", () => {
  it("an admin grants and revokes another user's role, but cannot revoke their own", async () => {
    const admin = await createUser(db(), { admin: true });
    const user = await createUser(db());
    await setAdminRole(admin.id, user.id, true);
    expect(await isAdmin(user.id)).toBe(true);
    await setAdminRole(admin.id, user.id, true);
    await setAdminRole(admin.id, user.id, false);
    expect(await isAdmin(user.id)).toBe(false);

    expect(await refusal(setAdminRole(admin.id, admin.id, false))).toBe("own_admin_role");
    expect(await isAdmin(admin.id)).toBe(true);
  });

  it("two admins revoking each other at once leave one admin", async () => {
    const first = await createUser(db(), { admin: true });
    const second = await createUser(db(), { admin: true });
    const outcomes = await Promise.all([refusal(setAdminRole(first.id, second.id, false)), refusal(setAdminRole(second.id, first.id, false))]);
    expect(outcomes.sort()).toEqual(["allowed", "forbidden"]);
    expect([await isAdmin(first.id), await isAdmin(second.id)].filter(Boolean)).toHaveLength(1);
  });

  it("a deleted account cannot be given the role", async () => {
    const admin = await createUser(db(), { admin: true });
    const gone = await createUser(db());
    await deleteAccount(gone.id);
    expect(await refusal(setAdminRole(admin.id, gone.id, true))).toBe("not_found");
  });
});

describe("user search", () => {
  it("matches name or email in any case, and takes % and _ literally", async () => {
    const admin = await createUser(db(), { admin: true });
    const percent = await createUser(db(), { email: "promo100%off@example.com", firstName: "Promo" });
    const underscore = await createUser(db(), { email: "under_score@example.com", firstName: "Under" });
    const plain = await createUser(db(), { email: "underxscore@example.com", firstName: "Zeina", lastName: "Khalil" });

    const ids = async (search: string) => (await searchUsers(admin.id, search, 1)).users.map((user) => user.id);
    expect(await ids("%")).toEqual([percent.id]);
    expect(await ids("under_")).toEqual([underscore.id]);
    expect((await ids("UNDER")).sort()).toEqual([underscore.id, plain.id].sort());
    expect(await ids("zeina KHA")).toEqual([plain.id]);
    const result = await searchUsers(admin.id, "zeina", 1);
    expect(result.total).toBe(1);
    expect(result.users[0]).toMatchObject({ email: plain.email, isAdmin: false, deleted: false, emailVerified: true });
    expect(adminUserRowSchema.parse(result.users[0])).toEqual(result.users[0]);
    expect((await searchUsers(admin.id, admin.email, 1)).users[0]?.isAdmin).toBe(true);
  });
});

describe("plans and rate", () => {
  it("an admin edits a plan's prices and duration, and sets the exchange rate", async () => {
    const admin = await createUser(db(), { admin: true });
    await updatePlan(admin.id, { planId: "platinum", rentalPriceUsd: 39.5, salePriceUsd: 70, durationDays: 60 });
    const [platinum] = await db().select().from(plans).where(eq(plans.id, "platinum"));
    expect(platinum).toMatchObject({ rentalPriceUsd: 39.5, salePriceUsd: 70, durationDays: 60 });

    await setExchangeRateAsAdmin(admin.id, 91_000);
    expect(await currentLbpPerUsd()).toBe(91_000);
    expect((await db().select().from(exchangeRates).where(eq(exchangeRates.setBy, admin.id))).map((rate) => rate.lbpPerUsd)).toEqual([91_000]);
  });
});
