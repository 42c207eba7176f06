import { afterAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { eq } from "drizzle-orm";
import { calendarFile } from "../../domain/calendar.ts";
import { pageWindow } from "../../domain/conversations.ts";
import { offerInviteeSchema, offerThreadViewSchema } from "../../domain/offer-views.ts";
import { offeredLeaseSchema } from "../../domain/tenancy-views.ts";
import { requestSummarySchema, requestThreadSchema } from "../../domain/request-views.ts";
import { listingRequestSchema } from "../../domain/requests.ts";
import { createListing } from "../../server/db/factories/listings.server.ts";
import { createTenancy } from "../../server/db/factories/tenancies.server.ts";
import { createUser } from "../../server/db/factories/users.server.ts";
import { offerMoves, offers, properties, propertyStatusHistory, requestMessages, requests } from "../../server/db/schema.ts";
import { smtpTransport } from "../../server/mail/transport.server.ts";
import { answerTourRequest } from "../../server/messaging/answer-tour.server.ts";
import { setSenderBlocked } from "../../server/messaging/block-sender.server.ts";
import { DAILY_NEW_CONVERSATIONS } from "../../server/conversations/conversation-rules.server.ts";
import { expireTourRequests } from "../../server/messaging/expire-tour-requests.server.ts";
import { listRequests } from "../../server/messaging/list-requests.server.ts";
import { replyToRequest } from "../../server/messaging/reply-to-request.server.ts";
import { requestThread } from "../../server/messaging/request-thread.server.ts";
import { readTourCalendar } from "../../server/messaging/tour-calendar.server.ts";
import { sendListingRequest } from "../../server/messaging/send-request.server.ts";
import { unreadCount } from "../../server/notifications/notifications.server.ts";
import { acceptedOfferInvitee } from "../../server/offers/accepted-offer-invitee.server.ts";
import { answerOffer } from "../../server/offers/answer-offer.server.ts";
import { expireOffers } from "../../server/offers/expire-offers.server.ts";
import { listOffers } from "../../server/offers/list-offers.server.ts";
import { makeOffer } from "../../server/offers/make-offer.server.ts";
import { markListingTaken } from "../../server/offers/mark-listing-taken.server.ts";
import { offerThread } from "../../server/offers/offer-thread.server.ts";
import { db } from "../../server/runtime.server.ts";
import { inviteTenant } from "../../server/tenants/invite-tenant.server.ts";
import { linkTenant } from "../../server/tenants/link-tenant.server.ts";
import { offeredLeases } from "../../server/tenants/offered-leases.server.ts";
import { recordLease } from "../../server/tenants/record-lease.server.ts";
import { startTestJobs } from "../support/jobs.ts";
import { refusal } from "../support/refusal.ts";
import { startSmtpServer } from "../support/smtp.ts";
import { DAY_MS } from "../../domain/days.ts";

const smtp = await startSmtpServer();
await startTestJobs(smtpTransport(smtp.url, "Beitna <no-reply@beitna.test>"));
afterAll(() => smtp.close());

const owner = await createUser(db(), { email: "owner-conv@example.com", firstName: "Rami", locale: "en" });
const visitor = await createUser(db(), { email: "visitor-conv@example.com", firstName: "Nour", lastName: "Khoury", locale: "ar" });
const stranger = await createUser(db(), { email: "stranger-conv@example.com", firstName: "Karim" });

const liveListing = (overrides: Parameters<typeof createListing>[1] extends infer T ? Partial<T> : never = {}) =>
  createListing(db(), { ownerId: owner.id, status: "Approved", title: "Flat in Achrafieh", contactMethod: ["Message on Beitna"], ...overrides });
const tourInput = (message = "Could I visit?", now = new Date()) =>
  listingRequestSchema(now).parse({
    kind: "tour",
    message,
    preferredTimes: [new Date(now.getTime() + 2 * DAY_MS).toISOString(), new Date(now.getTime() + 3 * DAY_MS).toISOString()],
  });
const counters = async (id: string) =>
  (await db().select({ requestTour: properties.requestTour, messageOwner: properties.messageOwner }).from(properties).where(eq(properties.id, id)))[0];

describe("tour requests", () => {
  it("a tour request is a thread, counted once; the owner proposes another time, the visitor accepts, both get the calendar file", async () => {
    const listing = await liveListing();
    const { id } = await sendListingRequest(visitor.id, listing.id, tourInput());
    expect(await counters(listing.id)).toEqual({ requestTour: 1, messageOwner: 0 });
    expect(await unreadCount(owner.id)).toBe(1);

    await replyToRequest(owner.id, id, "Yes, but not on those days.");
    await replyToRequest(visitor.id, id, "Any other day works.");
    const proposedAt = new Date(Math.ceil((Date.now() + 4 * DAY_MS) / 3_600_000) * 3_600_000);
    await answerTourRequest(owner.id, id, { answer: "propose", at: proposedAt });
    // Only the visitor may accept a proposal; only the owner proposes.
    expect(await refusal(answerTourRequest(owner.id, id, { answer: "acceptProposal" }))).toBe("request_answer_not_allowed");
    await answerTourRequest(visitor.id, id, { answer: "acceptProposal" });
    expect(await refusal(answerTourRequest(owner.id, id, { answer: "propose", at: proposedAt }))).toBe("request_closed");
    // Counted once, however many messages and answers followed.
    expect(await counters(listing.id)).toEqual({ requestTour: 1, messageOwner: 0 });

    const thread = await requestThread(visitor.id, id);
    // The answer is what its domain schema describes, no key more (parsing drops unknown keys).
    expect(requestThreadSchema.parse(thread)).toEqual(thread);
    expect(thread).toMatchObject({ status: "accepted", side: "sender", tourAt: proposedAt.toISOString(), other: { name: "Rami Haddad" } });
    expect(thread!.messages.map((message) => [message.event, message.mine])).toEqual([
      ["message", true],
      ["message", false],
      ["message", true],
      ["proposed", false],
      ["proposal_accepted", true],
    ]);

    const toOwner = await smtp.waitFor(owner.email, /Your tour is confirmed/);
    const toVisitor = await smtp.waitFor(visitor.email, /تأكيد/);
    for (const mail of [toOwner, toVisitor]) {
      expect(mail.raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=PUBLISH; name=tour\.ics/i);
      const base64 = /filename=tour\.ics\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/i.exec(mail.raw)?.[1] ?? "";
      const file = Buffer.from(base64.replace(/\s/g, ""), "base64").toString("utf8");
      expect(file).toContain("BEGIN:VEVENT");
      expect(file).toContain(`DTSTART:${proposedAt.toISOString().replace(/[-:]/g, "").replace(".000", "")}`);
      // The thread's "Add to calendar" serves the same event to both people (only the stamp differs).
      const withoutStamp = (ics: string) => ics.replace(/DTSTAMP:\S+/, "");
      for (const party of [owner, visitor]) expect(withoutStamp(calendarFile(await readTourCalendar(party.id, id), new Date()))).toBe(withoutStamp(file));
    }
    expect(await refusal(readTourCalendar(stranger.id, id))).toBe("not_found");
    expect(toOwner.text).toContain("Nour Khoury");
  });

  it("the owner accepts one of the preferred times, never another", async () => {
    const listing = await liveListing();
    const input = tourInput();
    const { id } = await sendListingRequest(visitor.id, listing.id, input);
    if (input.kind !== "tour") throw new Error("not a tour");
    // No calendar file before a time is agreed.
    expect(await refusal(readTourCalendar(visitor.id, id))).toBe("not_found");
    expect(await refusal(answerTourRequest(owner.id, id, { answer: "accept", at: new Date(Date.now() + 5 * DAY_MS) }))).toBe("request_time_not_offered");
    await answerTourRequest(owner.id, id, { answer: "accept", at: input.preferredTimes[1]! });
    expect((await db().select().from(requests).where(eq(requests.id, id)))[0]).toMatchObject({ status: "accepted", tourAt: input.preferredTimes[1] });
  });

  it("a message counts once in messageOwner and is replied; a declined tour keeps its reason", async () => {
    const listing = await liveListing();
    const { id } = await sendListingRequest(visitor.id, listing.id, { kind: "message", message: "Is it available?" });
    await replyToRequest(owner.id, id, "It is.");
    const { items } = await listRequests(visitor.id, { box: "sent" }, pageWindow(1));
    expect(items.find((request) => request.id === id)).toMatchObject({ status: "replied", preview: "It is." });
    expect(z.array(requestSummarySchema).parse(items)).toEqual(items);
    expect(await counters(listing.id)).toEqual({ requestTour: 0, messageOwner: 1 });

    const tour = await sendListingRequest(visitor.id, listing.id, tourInput());
    await answerTourRequest(owner.id, tour.id, { answer: "decline", reason: "Already rented" });
    expect((await requestThread(visitor.id, tour.id))!.messages.at(-1)).toMatchObject({ event: "declined", body: "Already rented" });
  });

  it("a tour request nobody answers expires after 6 days (the job), and both sides are told", async () => {
    const listing = await liveListing();
    const sentAt = new Date();
    const { id } = await sendListingRequest(visitor.id, listing.id, tourInput("Hello", sentAt), sentAt);
    expect(await expireTourRequests(new Date(sentAt.getTime() + 6 * DAY_MS - 60_000))).toBe(0);
    expect(await expireTourRequests(new Date(sentAt.getTime() + 6 * DAY_MS))).toBeGreaterThanOrEqual(1);
    expect((await db().select({ status: requests.status }).from(requests).where(eq(requests.id, id)))[0]?.status).toBe("expired");
    const events = await db().select({ event: requestMessages.event }).from(requestMessages).where(eq(requestMessages.requestId, id));
    expect(events.map((row) => row.event)).toEqual(["message", "expired"]);
    expect(await refusal(answerTourRequest(owner.id, id, { answer: "decline", reason: "" }))).toBe("request_closed");
  });

  it("refuses the owner's own listing, a listing not public, and an owner who takes no messages on Beitna", async () => {
    const listing = await liveListing();
    expect(await refusal(sendListingRequest(owner.id, listing.id, { kind: "message", message: "Me" }))).toBe("forbidden");
    const hidden = await liveListing({ visible: false });
    expect(await refusal(sendListingRequest(visitor.id, hidden.id, { kind: "message", message: "Hi" }))).toBe("not_found");
    const phoneOnly = await liveListing({ contactMethod: ["WhatsApp", "Phone call"] });
    expect(await refusal(sendListingRequest(visitor.id, phoneOnly.id, { kind: "message", message: "Hi" }))).toBe("messages_not_accepted");
    expect(await refusal(makeOffer(visitor.id, phoneOnly.id, { amount: 500, currency: "USD", message: "" }))).toBe("messages_not_accepted");
  });
});

describe("limits and blocks", () => {
  it(`a user opens at most ${DAILY_NEW_CONVERSATIONS} conversations (requests and offers) in 24 hours`, async () => {
    const busy = await createUser(db());
    const listing = await liveListing();
    for (let count = 0; count < DAILY_NEW_CONVERSATIONS - 1; count++)
      await sendListingRequest(busy.id, listing.id, { kind: "message", message: `Hi ${count}` });
    await makeOffer(busy.id, listing.id, { amount: 800, currency: "USD", message: "" });
    expect(await refusal(sendListingRequest(busy.id, listing.id, { kind: "message", message: "One more" }))).toBe("conversation_limit");
    expect(await refusal(makeOffer(busy.id, (await liveListing()).id, { amount: 800, currency: "USD", message: "" }))).toBe("conversation_limit");
    // A day later the count starts again; replies in existing threads never count.
    const [first] = (await listRequests(busy.id, { box: "sent" }, pageWindow(1))).items;
    await replyToRequest(busy.id, first!.id, "Still there?");
    expect(await refusal(sendListingRequest(busy.id, listing.id, { kind: "message", message: "Tomorrow" }, new Date(Date.now() + DAY_MS + 60_000)))).toBe(
      "allowed",
    );
  });

  it("an owner blocks a sender: no new request, offer or message from them until unblocked; the sender cannot block", async () => {
    const listing = await liveListing();
    const pest = await createUser(db());
    const { id } = await sendListingRequest(pest.id, listing.id, { kind: "message", message: "Hello" });
    expect(await refusal(setSenderBlocked(pest.id, id, true))).toBe("forbidden");
    await setSenderBlocked(owner.id, id, true);
    expect((await requestThread(owner.id, id))?.blocked).toBe(true);
    expect((await requestThread(pest.id, id))?.canWrite).toBe(false);
    expect(await refusal(replyToRequest(pest.id, id, "Why?"))).toBe("sender_blocked");
    expect(await refusal(sendListingRequest(pest.id, listing.id, { kind: "message", message: "Again" }))).toBe("sender_blocked");
    expect(await refusal(makeOffer(pest.id, listing.id, { amount: 1, currency: "USD", message: "" }))).toBe("sender_blocked");
    // The owner may still write; others are not affected.
    expect(await refusal(replyToRequest(owner.id, id, "Please stop."))).toBe("allowed");
    expect(await refusal(sendListingRequest(visitor.id, listing.id, { kind: "message", message: "Hi" }))).toBe("allowed");
    await setSenderBlocked(owner.id, id, false);
    expect(await refusal(replyToRequest(pest.id, id, "Sorry"))).toBe("allowed");
  });
});

describe("offers", () => {
  it("countered twice and accepted, every move kept, mails to both; the owner marks the listing rented and it leaves search", async () => {
    const listing = await liveListing({ price: 1000 });
    const { id } = await makeOffer(visitor.id, listing.id, { amount: 800, currency: "USD", message: "800?" });
    expect(await refusal(makeOffer(visitor.id, listing.id, { amount: 850, currency: "USD", message: "" }))).toBe("offer_already_open");
    // Out of turn: the buyer cannot answer their own offer.
    expect(await refusal(answerOffer(visitor.id, id, { move: "accept", message: "" }))).toBe("offer_not_your_turn");
    await answerOffer(owner.id, id, { move: "counter", amount: 950, currency: "USD", message: "950" });
    expect(await refusal(answerOffer(owner.id, id, { move: "counter", amount: 940, currency: "USD", message: "" }))).toBe("offer_not_your_turn");
    await answerOffer(visitor.id, id, { move: "counter", amount: 80_000_000, currency: "LBP", message: "In lira" });
    await answerOffer(owner.id, id, { move: "accept", message: "Deal" });
    expect(await refusal(answerOffer(visitor.id, id, { move: "withdraw", message: "" }))).toBe("offer_closed");

    const moves = await db()
      .select({ move: offerMoves.move, amount: offerMoves.amount, currency: offerMoves.currency })
      .from(offerMoves)
      .where(eq(offerMoves.offerId, id));
    expect(moves).toEqual([
      { move: "make", amount: 800, currency: "USD" },
      { move: "counter", amount: 950, currency: "USD" },
      { move: "counter", amount: 80_000_000, currency: "LBP" },
      { move: "accept", amount: null, currency: null },
    ]);
    expect(await offerThread(owner.id, id)).toMatchObject({ status: "accepted", amount: 80_000_000, currency: "LBP", canMarkTaken: true, moves: [] });
    await smtp.waitFor(owner.email, /An offer was accepted/);
    const toVisitor = await smtp.waitFor(visitor.email, /تم قبول عرض/);
    expect(toVisitor.text).toMatch(/80[\s\S]*LBP|ل\.ل/);

    expect(await refusal(markListingTaken(visitor.id, id))).toBe("forbidden");
    expect(await refusal(markListingTaken(stranger.id, id))).toBe("not_found");
    await markListingTaken(owner.id, id);
    expect((await db().select({ visible: properties.visible, status: properties.status }).from(properties).where(eq(properties.id, listing.id)))[0]).toEqual({
      visible: false,
      status: "Approved",
    });
    const history = await db()
      .select({ action: propertyStatusHistory.action })
      .from(propertyStatusHistory)
      .where(eq(propertyStatusHistory.propertyId, listing.id));
    expect(history.map((row) => row.action)).toEqual(["markTaken"]);
    expect((await offerThread(owner.id, id))?.canMarkTaken).toBe(false);
  });

  it("a counter that moves away from the deal is refused (decision 0048); after acceptance only the owner gets the buyer to invite", async () => {
    const listing = await liveListing({ price: 1000 });
    const { id } = await makeOffer(visitor.id, listing.id, { amount: 800, currency: "USD", message: "" });
    // The owner cannot counter at or below the buyer's offer (accept instead), nor above the asking price.
    expect(await refusal(answerOffer(owner.id, id, { move: "counter", amount: 750, currency: "USD", message: "" }))).toBe("offer_counter_not_better");
    expect(await refusal(answerOffer(owner.id, id, { move: "counter", amount: 800, currency: "USD", message: "" }))).toBe("offer_counter_not_better");
    expect(await refusal(answerOffer(owner.id, id, { move: "counter", amount: 1100, currency: "USD", message: "" }))).toBe("offer_counter_backwards");
    await answerOffer(owner.id, id, { move: "counter", amount: 950, currency: "USD", message: "" });
    // The buyer cannot go below their own 800, nor at or above the owner's 950.
    expect(await refusal(answerOffer(visitor.id, id, { move: "counter", amount: 700, currency: "USD", message: "" }))).toBe("offer_counter_backwards");
    expect(await refusal(answerOffer(visitor.id, id, { move: "counter", amount: 950, currency: "USD", message: "" }))).toBe("offer_counter_not_better");
    await answerOffer(visitor.id, id, { move: "counter", amount: 900, currency: "USD", message: "" });
    // The owner's next counter stays at or below their own 950.
    expect(await refusal(answerOffer(owner.id, id, { move: "counter", amount: 960, currency: "USD", message: "" }))).toBe("offer_counter_backwards");
    const thread = await offerThread(owner.id, id);
    expect(thread).toMatchObject({ moves: ["accept", "decline", "counter"], ownLastAmount: { amount: 950, currency: "USD" } });
    expect(offerThreadViewSchema.parse(thread)).toEqual(thread);
    expect(await acceptedOfferInvitee(owner.id, listing.id, id)).toBeNull();
    await answerOffer(owner.id, id, { move: "accept", message: "" });
    const invitee = await acceptedOfferInvitee(owner.id, listing.id, id);
    expect(invitee).toEqual({
      tenantName: "Nour Khoury",
      tenantEmail: visitor.email,
      tenantPhone: expect.any(String),
      rent: { amount: 900, currency: "USD" },
      asking: { amount: 1000, currency: "USD", paymentFrequency: null },
      lbpPerUsd: expect.any(Number),
      // 900 on a 1,000 asking price is no surprise: the invitation does not warn.
      farFromAsking: false,
    });
    expect(offerInviteeSchema.parse(invitee)).toEqual(invitee);
    // The buyer, a stranger, or the owner on another property get nobody.
    expect(await acceptedOfferInvitee(visitor.id, listing.id, id)).toBeNull();
    expect(await acceptedOfferInvitee(stranger.id, listing.id, id)).toBeNull();
    const other = await liveListing();
    expect(await acceptedOfferInvitee(owner.id, other.id, id)).toBeNull();
  });

  it("the buyer of an accepted rental offer, once a tenant, has a lease form that starts at the accepted rent (decision 0048)", async () => {
    const listing = await liveListing({ price: 1000, paymentFrequency: "Quarterly" });
    const buyer = await createUser(db(), { firstName: "Maya" });
    const coTenant = await createUser(db(), { firstName: "Ziad" });
    const { id } = await makeOffer(buyer.id, listing.id, { amount: 900, currency: "USD", message: "" });
    await answerOffer(owner.id, id, { move: "accept", message: "" });
    // Nobody joined yet: nothing to prefill.
    expect(await offeredLeases(owner.id, listing.id)).toEqual({});
    // "Invite as tenant" fills the invitation with the buyer; a co-tenant who made no offer joins too.
    const invitee = (await acceptedOfferInvitee(owner.id, listing.id, id))!;
    await inviteTenant(owner.id, listing.id, { tenantName: invitee.tenantName, tenantEmail: invitee.tenantEmail, tenantPhone: "", locale: "en" });
    await inviteTenant(owner.id, listing.id, { tenantName: "Ziad", tenantEmail: coTenant.email, tenantPhone: "", locale: "en" });
    await linkTenant(buyer.id, buyer.id, listing.id);
    await linkTenant(coTenant.id, coTenant.id, listing.id);
    const offered = await offeredLeases(owner.id, listing.id);
    // The buyer's lease starts at the accepted 900 USD, paid quarterly as the listing asked; the co-tenant's at nothing.
    expect(offered).toEqual({ [buyer.id]: { offerId: id, rentAmount: 900, unit: "USD", paymentFrequency: "quarterly", listingFrequency: "Quarterly" } });
    expect(z.record(z.string(), offeredLeaseSchema).parse(offered)).toEqual(offered);
    // Only the landlord reads it: the tenant is refused, a stranger does not see the tenancy.
    expect(await refusal(offeredLeases(buyer.id, listing.id))).toBe("forbidden");
    expect(await refusal(offeredLeases(stranger.id, listing.id))).toBe("not_found");
    // Once the landlord recorded a lease (at another rent), the lease is what the form shows.
    await recordLease(owner.id, listing.id, buyer.id, {
      leaseStart: "2026-01-01",
      leaseEnd: "2028-12-31",
      rentAmount: 850,
      unit: "USD",
      paymentFrequency: "monthly",
      dueDay: 1,
      deposit: 0,
    });
    expect(await offeredLeases(owner.id, listing.id)).toEqual({});

    // An LBP offer on a rent asked every 6 months (a rhythm no lease has): the amount and currency, no rhythm.
    const sixMonths = await liveListing({ price: 3000, paymentFrequency: "Semi-annually" });
    const second = await makeOffer(buyer.id, sixMonths.id, { amount: 200_000_000, currency: "LBP", message: "" });
    await answerOffer(owner.id, second.id, { move: "accept", message: "" });
    await createTenancy(db(), { propertyId: sixMonths.id, tenantId: buyer.id, lease: null });
    expect(await offeredLeases(owner.id, sixMonths.id)).toEqual({
      [buyer.id]: { offerId: second.id, rentAmount: 200_000_000, unit: "LBP", paymentFrequency: null, listingFrequency: "Semi-annually" },
    });
  });

  it("an offer nobody answers expires after 7 days (the job), through the state machine", async () => {
    const listing = await liveListing();
    const visitor = await createUser(db());
    const madeAt = new Date();
    const { id } = await makeOffer(visitor.id, listing.id, { amount: 700, currency: "USD", message: "" }, madeAt);
    expect(await expireOffers(new Date(madeAt.getTime() + 7 * DAY_MS - 60_000))).toBe(0);
    expect(await refusal(answerOffer(owner.id, id, { move: "accept", message: "" }, new Date(madeAt.getTime() + 7 * DAY_MS)))).toBe("offer_expired");
    expect(await expireOffers(new Date(madeAt.getTime() + 7 * DAY_MS))).toBeGreaterThanOrEqual(1);
    expect((await db().select({ status: offers.status }).from(offers).where(eq(offers.id, id)))[0]?.status).toBe("expired");
    // A new thread may open once the last one is closed.
    expect(await refusal(makeOffer(visitor.id, listing.id, { amount: 750, currency: "USD", message: "" }))).toBe("allowed");
  });
});

describe("lists", () => {
  it("come a page at a time, newest activity first, with how many in all", async () => {
    const agency = await createUser(db());
    const senders = await Promise.all([1, 2, 3].map(() => createUser(db())));
    const sent: string[] = [];
    for (let round = 0; round < 9; round++) {
      for (const sender of senders) {
        const listing = await createListing(db(), { ownerId: agency.id, status: "Approved", contactMethod: ["Message on Beitna"] });
        sent.push((await sendListingRequest(sender.id, listing.id, { kind: "message", message: `Message ${sent.length}` })).id);
      }
    }
    const first = await listRequests(agency.id, { box: "received" }, pageWindow(1));
    const second = await listRequests(agency.id, { box: "received" }, pageWindow(2));
    expect(first.count).toBe(27);
    expect(second.count).toBe(27);
    expect(first.items).toHaveLength(25);
    expect([...first.items, ...second.items].map((request) => request.id)).toEqual(sent.toReversed());
    expect((await listRequests(agency.id, { box: "received" }, pageWindow(3))).items).toEqual([]);
  });
});

describe("another user reads and changes none of it", () => {
  it("threads, lists, answers, moves, blocks and notifications are their two people's only", async () => {
    const listing = await liveListing();
    // A visitor of their own: the daily limit counts each user's conversations.
    const visitor = await createUser(db());
    const request = await sendListingRequest(visitor.id, listing.id, tourInput());
    const offer = await makeOffer(visitor.id, listing.id, { amount: 900, currency: "USD", message: "" });

    expect(await requestThread(stranger.id, request.id)).toBeNull();
    expect(await offerThread(stranger.id, offer.id)).toBeNull();
    expect(await listRequests(stranger.id, { box: "received" }, pageWindow(1))).toEqual({ items: [], count: 0 });
    expect(await listRequests(stranger.id, { box: "sent" }, pageWindow(1))).toEqual({ items: [], count: 0 });
    expect(await listOffers(stranger.id, { box: "received" }, pageWindow(1))).toEqual({ items: [], count: 0 });
    expect(await listOffers(stranger.id, { box: "sent" }, pageWindow(1))).toEqual({ items: [], count: 0 });
    expect(await refusal(replyToRequest(stranger.id, request.id, "Hi"))).toBe("not_found");
    expect(await refusal(answerTourRequest(stranger.id, request.id, { answer: "decline", reason: "" }))).toBe("not_found");
    expect(await refusal(setSenderBlocked(stranger.id, request.id, true))).toBe("not_found");
    for (const move of ["accept", "decline", "withdraw"] as const)
      expect(await refusal(answerOffer(stranger.id, offer.id, { move, message: "" }))).toBe("not_found");
    expect(await refusal(answerOffer(stranger.id, offer.id, { move: "counter", amount: 1, currency: "USD", message: "" }))).toBe("not_found");
    expect(await unreadCount(stranger.id)).toBe(0);

    // Nothing changed, and the owner's notifications are theirs: reading the thread marks them read.
    expect((await db().select({ status: requests.status }).from(requests).where(eq(requests.id, request.id)))[0]?.status).toBe("pending");
    expect((await db().select({ status: offers.status }).from(offers).where(eq(offers.id, offer.id)))[0]?.status).toBe("open");
    const before = await unreadCount(owner.id);
    await requestThread(owner.id, request.id);
    const afterRequest = await unreadCount(owner.id);
    await offerThread(owner.id, offer.id);
    expect(before - afterRequest).toBeGreaterThanOrEqual(1);
    expect(afterRequest - (await unreadCount(owner.id))).toBe(1);
  });
});
