import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { type NotificationKind, notificationText } from "../../domain/notifications.ts";
import { listingRequestSchema } from "../../domain/requests.ts";
import { approveListing } from "../../server/admin/approve-listing.server.ts";
import { rejectListing } from "../../server/admin/reject-listing.server.ts";
import { successSchema } from "../../server/api/define-function.server.ts";
import { API_FUNCTIONS } from "../../server/api/registry.server.ts";
import { createListing } from "../../server/db/factories/listings.server.ts";
import { createUser, type CreatedUser } from "../../server/db/factories/users.server.ts";
import { notifications, offers } from "../../server/db/schema.ts";
import { catalogTranslator } from "../../server/i18n/translate.server.ts";
import { smtpTransport } from "../../server/mail/transport.server.ts";
import { answerTourRequest } from "../../server/messaging/answer-tour.server.ts";
import { replyToRequest } from "../../server/messaging/reply-to-request.server.ts";
import { sendListingRequest } from "../../server/messaging/send-request.server.ts";
import { listNotifications, markNotificationsRead, openNotification, unreadCount } from "../../server/notifications/notifications.server.ts";
import { answerOffer } from "../../server/offers/answer-offer.server.ts";
import { makeOffer } from "../../server/offers/make-offer.server.ts";
import { warnExpiringOffers } from "../../server/offers/warn-expiring-offers.server.ts";
import { makePayment } from "../../server/payments/make-payment.server.ts";
import { confirmManualPayment, rejectManualPayment } from "../../server/payments/review-payment.server.ts";
import { db } from "../../server/runtime.server.ts";
import { createTenancy } from "../../server/db/factories/tenancies.server.ts";
import { expireListings } from "../../server/listings/expire-listings.server.ts";
import { moveIssueStatus } from "../../server/tenants/issue-thread.server.ts";
import { recordLease } from "../../server/tenants/record-lease.server.ts";
import { sendRentReminders } from "../../server/tenants/rent-reminders.server.ts";
import { reportIssue } from "../../server/tenants/report-issue.server.ts";
import { postJson, startApi } from "../support/http.ts";
import { startTestJobs } from "../support/jobs.ts";
import { startSmtpServer } from "../support/smtp.ts";
import { cookieHeaders } from "../support/api.ts";
import { DAY_MS } from "../../domain/days.ts";

const smtp = await startSmtpServer();
await startTestJobs(smtpTransport(smtp.url, "Beitna <no-reply@beitna.test>"));
const api = await startApi();
afterAll(() => smtp.close());

const admin = await createUser(db(), { admin: true });

/** The user's feed, newest first, as kinds and English sentences. */
async function feed(user: { id: string }, locale: "en" | "ar" = "en") {
  const page = await listNotifications(user.id, { limit: 50, skip: 0 });
  const t = catalogTranslator(locale);
  return page.items.map((item) => ({ kind: item.kind, text: notificationText(t, locale, item), link: item.link, read: item.read }));
}
const kinds = async (user: { id: string }): Promise<NotificationKind[]> => (await feed(user)).map((item) => item.kind);

describe("the use cases that cause each event write it for the person it concerns", () => {
  it("an offer made, countered, accepted; a warning before an unanswered offer expires, once", async () => {
    const owner = await createUser(db());
    const buyer = await createUser(db());
    const listing = await createListing(db(), {
      ownerId: owner.id,
      status: "Approved",
      listingType: "Sale",
      price: 300_000,
      title: "Flat in Hamra",
      contactMethod: ["Message on Beitna"],
    });
    const { id } = await makeOffer(buyer.id, listing.id, { amount: 250_000, currency: "USD", message: "" });
    await answerOffer(owner.id, id, { move: "counter", amount: 270_000, currency: "USD", message: "" });
    await answerOffer(buyer.id, id, { move: "accept", message: "" });

    expect(await feed(owner)).toEqual([
      { kind: "offer_accepted", text: "Your offer of $270,000 on Flat in Hamra was accepted", link: `/offers?box=received&thread=${id}`, read: false },
      { kind: "offer_made", text: "New offer of $250,000 on Flat in Hamra", link: `/offers?box=received&thread=${id}`, read: false },
    ]);
    expect(await feed(buyer)).toEqual([
      { kind: "offer_countered", text: "Counter-offer of $270,000 on Flat in Hamra", link: `/offers?box=sent&thread=${id}`, read: false },
    ]);
    // The words follow the reader's language, the listing's title as typed.
    expect((await feed(buyer, "ar"))[0]!.text).toMatch(/^عرض مضاد بقيمة \S*270,000\s\$ على Flat in Hamra$/);

    const other = await createListing(db(), { ownerId: owner.id, status: "Approved", title: "Loft in Gemmayzeh", contactMethod: ["Message on Beitna"] });
    const open = await makeOffer(buyer.id, other.id, { amount: 900, currency: "USD", message: "" });
    await db()
      .update(offers)
      .set({ expiresAt: new Date(Date.now() + 5 * 3_600_000) })
      .where(eq(offers.id, open.id));
    expect(await warnExpiringOffers()).toBe(1);
    expect(await warnExpiringOffers()).toBe(0);
    expect((await feed(owner))[0]).toMatchObject({ kind: "offer_expiring", link: `/offers?box=received&thread=${open.id}` });
    expect((await feed(owner))[0]!.text).toMatch(/^The offer of \$900 on Loft in Gemmayzeh expires .+: answer it before then$/);
  });

  it("a tour requested, another time proposed, confirmed; a message", async () => {
    const owner = await createUser(db());
    const visitor = await createUser(db());
    const listing = await createListing(db(), { ownerId: owner.id, status: "Approved", title: "House in Byblos", contactMethod: ["Message on Beitna"] });
    const now = new Date();
    const request = listingRequestSchema(now).parse({
      kind: "tour",
      message: "Could I visit?",
      preferredTimes: [new Date(now.getTime() + 2 * DAY_MS).toISOString()],
    });
    const { id } = await sendListingRequest(visitor.id, listing.id, request);
    const proposed = new Date(Math.ceil((Date.now() + 4 * DAY_MS) / 3_600_000) * 3_600_000);
    await answerTourRequest(owner.id, id, { answer: "propose", at: proposed });
    await answerTourRequest(visitor.id, id, { answer: "acceptProposal" });
    await replyToRequest(visitor.id, id, "See you then");

    expect(await kinds(owner)).toEqual(["message", "tour_confirmed", "tour_requested"]);
    expect(await kinds(visitor)).toEqual(["tour_proposed"]);
    expect((await feed(owner))[1]!.text).toMatch(/^Tour of House in Byblos confirmed for .+\d{1,2}:\d{2}/);
    expect((await feed(owner))[0]!.link).toBe(`/requests?box=received&thread=${id}`);
  });

  it("a payment confirmed or rejected; a listing approved or rejected", async () => {
    const payer = await createUser(db());
    const confirmed = await makePayment({ userId: payer.id, amount: 25, currency: "USD", method: "cash", idempotencyKey: crypto.randomUUID() });
    const rejected = await makePayment({ userId: payer.id, amount: 50, currency: "USD", method: "cash", idempotencyKey: crypto.randomUUID() });
    await confirmManualPayment(admin.id, confirmed.paymentId);
    await rejectManualPayment(admin.id, rejected.paymentId, "No transfer arrived");
    expect(await feed(payer)).toEqual([
      { kind: "payment_rejected", text: "Your payment of $50 was rejected", link: `/credits/payments/${rejected.paymentId}`, read: false },
      {
        kind: "payment_confirmed",
        text: "Your payment of $25 was confirmed: your receipt is ready",
        link: `/credits/receipts/${confirmed.paymentId}`,
        read: false,
      },
    ]);

    const owner = await createUser(db());
    const approved = await createListing(db(), { ownerId: owner.id, title: "Studio in Mar Mikhael" });
    const refused = await createListing(db(), { ownerId: owner.id, title: "Shop in Tyre" });
    await approveListing(admin.id, approved.id);
    await rejectListing(admin.id, refused.id, "Photos missing");
    expect(await feed(owner)).toEqual([
      { kind: "listing_rejected", text: "Shop in Tyre was not approved: see why and edit it", link: `/editlisting/${refused.id}`, read: false },
      { kind: "listing_approved", text: "Studio in Mar Mikhael is approved and live", link: "/dashboard", read: false },
    ]);
  });
});

describe("the landlord's and the tenant's events, and a listing about to expire", () => {
  it("rent due and overdue for the tenant; an issue reported for the landlord and resolved for the tenant", async () => {
    const landlord = await createUser(db());
    const tenant = await createUser(db());
    const listing = await createListing(db(), { ownerId: landlord.id, status: "Approved", title: "Flat in Hamra" });
    await createTenancy(db(), { propertyId: listing.id, tenantId: tenant.id, lease: null });
    const lease = {
      leaseStart: "2026-03-01",
      leaseEnd: "2027-02-28",
      rentAmount: 500,
      unit: "USD" as const,
      paymentFrequency: "monthly" as const,
      dueDay: 5,
      deposit: 500,
    };
    await recordLease(landlord.id, listing.id, tenant.id, lease);
    // 3 April in Beirut: March's rent (due the 5th) is late, April's falls due within three days.
    await sendRentReminders(new Date("2026-04-03T09:00:00Z"));
    const rent = (await feed(tenant)).filter((item) => item.kind === "rent_due" || item.kind === "rent_overdue");
    expect(rent.map(({ kind, link }) => ({ kind, link }))).toEqual(
      expect.arrayContaining([
        { kind: "rent_overdue", link: `/tenant/${listing.id}/rent` },
        { kind: "rent_due", link: `/tenant/${listing.id}/rent` },
      ]),
    );
    expect(rent.find((item) => item.kind === "rent_overdue")!.text).toMatch(/\$500/);

    const issue = await reportIssue(tenant.id, listing.id, tenant.id, {
      description: "The boiler leaks under the sink.",
      category: "plumbing",
      urgency: "urgent",
    });
    expect((await feed(landlord))[0]).toMatchObject({ kind: "issue_reported", link: `/tenant/${listing.id}/issues#issue-${issue.id}`, read: false });
    await moveIssueStatus(landlord.id, listing.id, issue.id, "start");
    await moveIssueStatus(landlord.id, listing.id, issue.id, "resolve", "The plumber replaced the seal.");
    expect((await feed(tenant))[0]).toMatchObject({ kind: "issue_resolved", link: `/tenant/${listing.id}/issues#issue-${issue.id}` });
    // Neither side is told of its own doing.
    expect(await kinds(tenant)).not.toContain("issue_reported");
    expect(await kinds(landlord)).not.toContain("issue_resolved");
  });

  it("a listing three days from its end, once however often the job runs", async () => {
    const owner = await createUser(db());
    const now = new Date();
    const listing = await createListing(db(), {
      ownerId: owner.id,
      status: "Approved",
      title: "Chalet in Faraya",
      expiresOn: new Date(now.getTime() + 2 * DAY_MS),
    });
    await expireListings(now);
    await expireListings(now);
    expect(await feed(owner)).toEqual([
      { kind: "listing_expiring", text: expect.stringMatching(/^Chalet in Faraya expires /), link: "/dashboard", read: false },
    ]);
    // In the owner's language too.
    expect((await feed(owner, "ar"))[0]!.text).toContain("Chalet in Faraya");
    expect(listing.status).toBe("Approved");
  });
});

describe("reading the feed", () => {
  it("pages newest first, opens one (read on the way), marks all read; another user's change nothing", async () => {
    const user = await createUser(db());
    const stranger = await createUser(db());
    const listing = await createListing(db(), { ownerId: user.id, status: "Approved", title: "Flat in Jounieh" });
    await db()
      .insert(notifications)
      .values(
        Array.from({ length: 30 }, (_, index) => ({
          userId: user.id,
          kind: "message" as const,
          subjectId: listing.id,
          propertyId: listing.id,
          link: `/requests?n=${index}`,
          createdAt: new Date(Date.now() - index * 60_000),
        })),
      );

    const first = await listNotifications(user.id, { limit: 25, skip: 0 });
    const second = await listNotifications(user.id, { limit: 25, skip: 25 });
    expect([first.count, first.unread, first.items.length, second.items.length]).toEqual([30, 30, 25, 5]);
    expect(first.items[0]!.link).toBe("/requests?n=0");
    expect(second.items.at(-1)!.link).toBe("/requests?n=29");

    const target = first.items[3]!;
    expect(await openNotification(stranger.id, target.id)).toBeNull();
    expect(await markNotificationsRead(stranger.id, [target.id])).toBe(0);
    expect(await unreadCount(user.id)).toBe(30);
    expect(await openNotification(user.id, target.id)).toBe("/requests?n=3");
    expect(await unreadCount(user.id)).toBe(29);
    expect(await markNotificationsRead(user.id)).toBe(29);
    expect(await unreadCount(user.id)).toBe(0);
  });

  it("the API answers the same events in the caller's language, pages, and marks read only the caller's", async () => {
    const owner = await signedIn();
    const stranger = await signedIn();
    const buyer = await createUser(db());
    const listing = await createListing(db(), {
      ownerId: owner.id,
      status: "Approved",
      title: "Villa in Broummana",
      price: 450_000,
      contactMethod: ["Message on Beitna"],
    });
    await makeOffer(buyer.id, listing.id, { amount: 400_000, currency: "USD", message: "" });
    const secondListing = await createListing(db(), {
      ownerId: owner.id,
      status: "Approved",
      title: "Chalet in Faraya",
      price: 200_000,
      contactMethod: ["Message on Beitna"],
    });
    await makeOffer(buyer.id, secondListing.id, { amount: 150_000, currency: "USD", message: "" });

    const page = await call("notifications", { limit: 1, skip: 1 }, owner, "ar");
    expect(page.status).toBe(200);
    expect(successSchema(API_FUNCTIONS.find((fn) => fn.name === "notifications")!.output).safeParse(page.body).success).toBe(true);
    expect(page.body.unread).toBe(2);
    expect(page.body.count).toBe(2);
    expect(page.body.notifications).toHaveLength(1);
    expect(page.body.notifications[0]).toMatchObject({
      kind: "offer_made",
      title: "Villa in Broummana",
      read: false,
      text: expect.stringMatching(/^عرض جديد بقيمة \S*400,000\s\$ على Villa in Broummana$/),
    });

    const id = page.body.notifications[0].id;
    expect((await call("markNotificationsRead", { ids: [id] }, stranger)).body.marked).toBe(0);
    expect((await call("markNotificationsRead", { ids: [id] }, owner)).body.marked).toBe(1);
    expect((await call("notifications", {}, owner)).body.unread).toBe(1);
    expect((await call("markNotificationsRead", {}, owner)).body.marked).toBe(1);
    expect((await call("notifications", {}, stranger)).body).toMatchObject({ unread: 0, count: 0, notifications: [] });
    expect((await call("notifications", {})).status).toBe(401);
  });
});

async function signedIn(): Promise<CreatedUser & { cookie: string }> {
  const user = await createUser(db());
  return { ...user, ...(await cookieHeaders(api.url, user.email, user.password)) };
}

async function call(name: string, body: unknown, as?: { cookie: string }, locale = "en") {
  const response = await postJson(`${api.url}/api/functions/${name}`, body, {
    ...(as ? { cookie: as.cookie, origin: api.url } : {}),
    "accept-language": locale,
  });
  return { status: response.status, body: await response.json() };
}
