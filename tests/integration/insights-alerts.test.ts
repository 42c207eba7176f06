import { and, eq, sql } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, describe, expect, it } from "vitest";
import { sessionContext } from "../../app/lib/session-context.ts";
import { action as saveSearchAction } from "../../app/routes/resources/saved-searches.ts";
import { INSIGHTS_EXPORT_MAX } from "../../domain/insights.ts";
import { DAY_MS, addDays } from "../../domain/days.ts";
import { beirutDay } from "../../domain/beirut-clock.ts";
import { savedSearchParams } from "../../domain/saved-searches.ts";
import { createListing, type ListingFactoryInput } from "../../server/db/factories/listings.server.ts";
import { createUser } from "../../server/db/factories/users.server.ts";
import { signIn } from "../../server/accounts/sign-in.server.ts";
import { readRequestActor } from "../../server/auth/request-actor.server.ts";
import {
  favorites,
  listingCounterEvents,
  listingDailyCounters,
  ownerDailyCounters,
  properties,
  savedSearches,
  savedSearchMatches,
} from "../../server/db/schema.ts";
import { saveFavorite } from "../../server/favorites/set-favorite.server.ts";
import { exportInsights } from "../../server/insights/export-insights.server.ts";
import { listingInsights, ownerInsights } from "../../server/insights/listing-insights.server.ts";
import { rollUpDay } from "../../server/insights/roll-up-daily-counters.server.ts";
import { countListingView } from "../../server/listings/count-listing-view.server.ts";
import { findListingRecord } from "../../server/listings/find-listing-page.server.ts";
import { recordContactEvent } from "../../server/listings/record-contact-event.server.ts";
import { sendListingRequest } from "../../server/messaging/send-request.server.ts";
import { smtpTransport } from "../../server/mail/transport.server.ts";
import { mailPreference } from "../../server/notifications/mail-preferences.server.ts";
import { readUnsubscribeToken, unsubscribeToken } from "../../server/notifications/unsubscribe-link.server.ts";
import { describeUnsubscribe, unsubscribe } from "../../server/notifications/unsubscribe.server.ts";
import { db } from "../../server/runtime.server.ts";
import { matchSavedSearches } from "../../server/saved-searches/match-saved-searches.server.ts";
import { deleteSavedSearch } from "../../server/saved-searches/delete-saved-search.server.ts";
import { listSavedSearches } from "../../server/saved-searches/list-saved-searches.server.ts";
import { saveSearch } from "../../server/saved-searches/save-search.server.ts";
import { renameSavedSearch } from "../../server/saved-searches/rename-saved-search.server.ts";
import { setAlertFrequency } from "../../server/saved-searches/set-alert-frequency.server.ts";
import { sendSearchAlerts } from "../../server/saved-searches/send-search-alerts.server.ts";
import { flushImpressions, recordImpressions } from "../../server/search/record-impressions.server.ts";
import { searchListings } from "../../server/search/search-listings.server.ts";
import { startTestJobs } from "../support/jobs.ts";
import { refusal } from "../support/refusal.ts";
import { startSmtpServer } from "../support/smtp.ts";

const smtp = await startSmtpServer();
await startTestJobs(smtpTransport(smtp.url, "Beitna <no-reply@beitna.test>"));
afterAll(() => smtp.close());

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36";
const live = (ownerId: string, columns: Omit<ListingFactoryInput, "ownerId"> = {}) =>
  createListing(db(), { ownerId, status: "Approved", district: "Beirut", usdPriceCalculated: 900, ...columns });
const dailyRows = (propertyId: string) =>
  db().select().from(listingDailyCounters).where(eq(listingDailyCounters.propertyId, propertyId)).orderBy(listingDailyCounters.day);
const ownerRows = (ownerId: string) => db().select().from(ownerDailyCounters).where(eq(ownerDailyCounters.ownerId, ownerId)).orderBy(ownerDailyCounters.day);

describe("per-day counters", () => {
  it("records each counter where it is counted today and rolls a day up to the same numbers however often it runs", async () => {
    const owner = await createUser(db());
    const fan = await createUser(db());
    const listing = await live(owner.id);
    const second = await live(owner.id);
    const today = beirutDay(new Date());

    await countListingView(listing.id, { address: "10.0.0.1", userAgent: BROWSER });
    await countListingView(listing.id, { address: "10.0.0.1", userAgent: BROWSER }); // the same visitor: once
    await countListingView(listing.id, { address: "10.0.0.2", userAgent: BROWSER });
    await recordContactEvent(listing.id, "whatsapp", "10.0.0.1");
    // A tour request counts once, when it is sent (decision 0026).
    await sendListingRequest(fan.id, listing.id, { kind: "tour", message: "Saturday?", preferredTimes: [new Date(Date.now() + 2 * DAY_MS)] });
    recordImpressions([listing.id, listing.id, listing.id], BROWSER);
    await flushImpressions();
    await saveFavorite(fan.id, listing.id);
    // Yesterday's impressions, as the batch wrote them then.
    await db()
      .insert(listingCounterEvents)
      .values({ propertyId: listing.id, day: addDays(today, -1), counter: "impression", amount: 5 });
    // The owner's second listing: a view today and impressions yesterday, summed into the owner's days.
    await countListingView(second.id, { address: "10.0.0.3", userAgent: BROWSER });
    await db()
      .insert(listingCounterEvents)
      .values({ propertyId: second.id, day: addDays(today, -1), counter: "impression", amount: 7 });

    await rollUpDay(today);
    await rollUpDay(addDays(today, -1));
    const first = await dailyRows(listing.id);
    const firstOwnerDays = await ownerRows(owner.id);
    await rollUpDay(today);
    await rollUpDay(today);
    await rollUpDay(addDays(today, -1));
    expect(await dailyRows(listing.id)).toEqual(first);
    expect(await ownerRows(owner.id)).toEqual(firstOwnerDays);
    expect(first).toHaveLength(2);
    expect(first[1]).toMatchObject({
      day: today,
      ownerId: owner.id,
      views: 2,
      impression: 3,
      whatsapp: 1,
      requestTour: 1,
      call: 0,
      favorites: 1,
      alertHits: 0,
    });
    expect(first[0]).toMatchObject({ day: addDays(today, -1), impression: 5, views: 0 });
    // The owner's days are the sums of the listings' days, and the owner's chart reads them.
    const listingDays = [...first, ...(await dailyRows(second.id))];
    expect(firstOwnerDays).toHaveLength(2);
    for (const ownerDay of firstOwnerDays) {
      const ofTheDay = listingDays.filter((row) => row.day === ownerDay.day);
      for (const counter of ["impression", "views", "interested", "whatsapp", "call", "messageOwner", "requestTour", "favorites", "alertHits"] as const) {
        expect(ownerDay[counter], `${counter} on ${ownerDay.day}`).toBe(ofTheDay.reduce((sum, row) => sum + row[counter], 0));
      }
    }
    expect(firstOwnerDays[0]).toMatchObject({ day: addDays(today, -1), impression: 12 });
    expect(firstOwnerDays[1]).toMatchObject({ day: today, views: 3, impression: 3, favorites: 1 });
    const chart = await ownerInsights(owner.id, 7);
    expect(chart.days.slice(-2)).toEqual(firstOwnerDays.map(({ ownerId: _owner, ...counts }) => counts));
    // The listing's totals: impressions and views added by the rollup (each day once however
    // often it ran, decision 0034), the contact counters on the listing as they happen.
    expect((await findListingRecord(listing.id, null))!.counters).toMatchObject({ views: 2, impression: 8, whatsapp: 1, requestTour: 1 });
    // The owner's top listings of the period, from the totals the rollup keeps per listing.
    expect(chart.listings.map(({ id, views, impression, favorites }) => ({ id, views, impression, favorites }))).toEqual([
      { id: listing.id, views: 2, impression: 8, favorites: 1 },
      { id: second.id, views: 1, impression: 7, favorites: 0 },
    ]);

    // A day whose events are dropped is refused rather than zeroed.
    await expect(rollUpDay(addDays(today, -30))).rejects.toThrow(/retention/);
  });

  it("answers an owner's insights per day with rates and a district comparison, and no one else's", async () => {
    const owner = await createUser(db());
    const stranger = await createUser(db());
    const listing = await live(owner.id, { district: "Zahle", propertyType: "Villa" });
    const peers = await Promise.all([10, 20, 30].map(() => live(stranger.id, { district: "Zahle", propertyType: "Villa" })));
    // Two days ago: a day the scheduled rollup (today and yesterday) leaves alone.
    const day2 = addDays(beirutDay(new Date()), -2);
    const day = (propertyId: string, views: number, impression: number, call = 0) =>
      db()
        .insert(listingCounterEvents)
        .values([
          { propertyId, day: day2, counter: "views", amount: views },
          { propertyId, day: day2, counter: "impression", amount: impression },
          ...(call ? [{ propertyId, day: day2, counter: "call", amount: call }] : []),
        ]);
    await day(listing.id, 40, 200, 4);
    await Promise.all(peers.map((peer, index) => day(peer.id, (index + 1) * 10, 100)));
    await rollUpDay(day2);

    const mine = await listingInsights(owner.id, listing.id, 7);
    expect(mine.days).toHaveLength(7);
    expect(mine.days.at(-3)).toMatchObject({ day: day2, views: 40, impression: 200, call: 4 });
    expect(mine.rates).toEqual({ viewsPerImpression: 0.2, contactsPerView: 0.1 });
    expect(mine.comparison).toMatchObject({ district: "Zahle", propertyType: "Villa", peers: 3, medianViews: 20, views: 40 });

    const all = await ownerInsights(owner.id, 30);
    expect(all.totals.views).toBe(40);
    expect(all.listings.map((row) => row.id)).toEqual([listing.id]);

    expect(await refusal(listingInsights(stranger.id, listing.id, 7))).toBe("not_found");
    expect((await ownerInsights(stranger.id, 7)).listings.map((row) => row.id)).not.toContain(listing.id);
  });
});

describe("the insights export", () => {
  it("is UTF-8 CSV with a BOM, one line per listing of the owner, in the owner's language, with its period, plan, price and favourites", async () => {
    const owner = await createUser(db());
    const listing = await live(owner.id, { title: 'شقة في الأشرفية, "sea view"', views: 12, impression: 300, call: 2, price: 1200, unit: "USD" });
    await db()
      .insert(favorites)
      .values({ userId: (await createUser(db())).id, propertyId: listing.id });
    await live((await createUser(db())).id, { title: "Not mine" });
    const csv = await exportInsights(owner.id, "ar");
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const lines = csv.slice(1).trimEnd().split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain("الفترة,الباقة,السعر,العملة,مرات الظهور");
    expect(lines[0]!.endsWith(",المفضلة")).toBe(true);
    expect(lines[1]).toContain('"شقة في الأشرفية, ""sea view"""');
    expect(lines[1]).toMatch(/,\d{4}-\d{2}-\d{2} – \d{4}-\d{2}-\d{2},Beitna Free,1200,USD,300,12,0,0,2,0,0,1$/);
  });

  it(`refuses with 'Cannot Generate Listings Insights Data' past ${INSIGHTS_EXPORT_MAX} listings`, async () => {
    const agency = await createUser(db());
    const first = await live(agency.id, { title: "Unit 0" });
    await db().execute(sql`insert into properties (owner_id, title, property_type, price, size)
      select ${agency.id}, 'Unit ' || n, 'Apartment', 500, 80 from generate_series(1, ${INSIGHTS_EXPORT_MAX}) as n`);
    expect(first.id).toBeTruthy();
    expect(await refusal(exportInsights(agency.id, "en"))).toBe("insights_export_failed");
    // One listing type at a time fits.
    expect((await exportInsights(agency.id, "en", "Sale")).split("\r\n")).toHaveLength(2);
  });
});

describe("saved searches and their alerts", () => {
  it("matches what the search page shows, each listing once per search, and mails it as an alert hit", async () => {
    const seeker = await createUser(db());
    const owner = await createUser(db());
    const saved = await saveSearch(seeker.id, {
      name: "Quiet flat",
      frequency: "instant",
      listing_type: "Rental",
      query: "?search=zephyr&district=Beirut&price_max=1000&bedroom_min=2&sort=price_asc&page=3",
    });
    expect(saved.query).toBe("search=zephyr&district=Beirut&price_max=1000&bedroom_min=2");
    // Listings of the moment the search is saved never alert.
    await db()
      .update(savedSearches)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(savedSearches.id, saved.id));

    const words = { keywords: ["zephyr", "flat"] };
    const fits = await live(owner.id, { ...words, title: "Zephyr flat" });
    const tooDear = await live(owner.id, { ...words, usdPriceCalculated: 1500, price: 1500 });
    const elsewhere = await live(owner.id, { ...words, district: "Metn" });
    const small = await live(owner.id, { ...words, bedroom: 1 });
    const sale = await live(owner.id, { ...words, listingType: "Sale" });
    const pending = await createListing(db(), { ownerId: owner.id, ...words, district: "Beirut", usdPriceCalculated: 900 });
    const own = await live(seeker.id, { ...words });
    const candidates = [fits, tooDear, elsewhere, small, sale, pending, own].map((listing) => listing.id);

    expect(await matchSavedSearches({ propertyIds: candidates })).toBe(1);
    expect(await matchSavedSearches({ propertyIds: candidates })).toBe(0);
    const matched = async () =>
      (await db().select().from(savedSearchMatches).where(eq(savedSearchMatches.savedSearchId, saved.id))).map((row) => row.propertyId).sort();
    expect(await matched()).toEqual([fits.id]);
    // The same answer as the page (the seeker's own listing is never alerted to them).
    const page = await searchListings(savedSearchParams("Rental", saved.query));
    expect(
      page.results
        .map((card) => card.id)
        .filter((id) => id !== own.id)
        .sort(),
    ).toEqual([fits.id]);

    // A price dropped into the range: matched as a change, once.
    await db()
      .update(properties)
      .set({ usdPriceCalculated: 950, price: 950, approvedOn: new Date(Date.now() - 3_600_000) })
      .where(eq(properties.id, tooDear.id));
    expect(await matchSavedSearches({ changedAfter: new Date(Date.now() - 10_000), changedUntil: new Date() })).toBe(1);
    const [change] = await db()
      .select()
      .from(savedSearchMatches)
      .where(and(eq(savedSearchMatches.savedSearchId, saved.id), eq(savedSearchMatches.propertyId, tooDear.id)));
    expect(change?.reason).toBe("changed");
    expect(await matchSavedSearches({ propertyIds: candidates })).toBe(0);

    await sendSearchAlerts();
    const mail = await smtp.waitFor(seeker.email, /New listings for your saved search/);
    expect(mail.text).toContain("Zephyr flat");
    // nodemailer's `list` option writes List-Unsubscribe (folded onto a second line when long).
    expect(mail.raw).toMatch(/^List-Unsubscribe:\s+<http[^>]+\/unsubscribe\?token=[^>]+>\r?\n(?![ \t])/m);
    expect(mail.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    const sent = await db().select().from(savedSearchMatches).where(eq(savedSearchMatches.savedSearchId, saved.id));
    expect(sent.every((row) => row.sentAt !== null)).toBe(true);

    await rollUpDay(beirutDay(new Date()));
    expect((await dailyRows(fits.id))[0]).toMatchObject({ alertHits: 1 });
  });

  it("is the user's alone: another user can neither rename, change nor delete it, nor list it", async () => {
    const seeker = await createUser(db());
    const other = await createUser(db());
    const saved = await saveSearch(seeker.id, { name: "Villas", listing_type: "Sale", query: "property_type=Villa" });
    expect(await refusal(renameSavedSearch(other.id, saved.id, "Mine now"))).toBe("not_found");
    // A new name follows the saving rule: trimmed, never empty.
    await expect(renameSavedSearch(seeker.id, saved.id, "   ")).rejects.toThrow();
    expect(await refusal(renameSavedSearch(seeker.id, saved.id, "  Villas by the sea "))).toBe("allowed");
    expect((await listSavedSearches(seeker.id)).map((search) => search.name)).toEqual(["Villas by the sea"]);
    expect(await refusal(setAlertFrequency(other.id, saved.id, "off"))).toBe("not_found");
    expect(await refusal(deleteSavedSearch(other.id, saved.id))).toBe("not_found");
    expect(await listSavedSearches(other.id)).toEqual([]);
    expect(await refusal(setAlertFrequency(seeker.id, saved.id, "weekly"))).toBe("allowed");
    expect(await refusal(deleteSavedSearch(seeker.id, saved.id))).toBe("allowed");
    expect(await listSavedSearches(seeker.id)).toEqual([]);
  });

  it("saved from the results page with the name left empty, it takes the name suggested from its filters", async () => {
    const seeker = await createUser(db());
    const { cookies } = await signIn({ email: seeker.email, password: seeker.password }, { clientAddress: "192.0.2.61", headers: new Headers() });
    const actor = await readRequestActor(new Headers({ cookie: cookies.map((cookie) => cookie.split(";")[0]).join("; ") }));
    const context = new RouterContextProvider();
    context.set(sessionContext, { state: actor.state, user: actor.user, expired: actor.expired });
    // The Save dialog's form, as the browser posts it: the typed name beside the suggested one.
    const save = async (name: string, suggested: string) => {
      const body = new URLSearchParams({ name, suggested_name: suggested, listing_type: "Rental", query: "district=Beirut&bedroom_min=2", frequency: "daily" });
      const request = new Request("http://localhost/resources/saved-searches", { method: "POST", body });
      const answer = (await saveSearchAction({ request, params: {}, context } as never)) as { data: unknown; init: { status?: number } | null };
      return { ...(answer.data as object), status: answer.init?.status ?? 200 };
    };
    const names = async () => (await listSavedSearches(seeker.id)).map((search) => search.name);

    expect(await save("", "Rent · Beirut · 2+ bedrooms")).toEqual({ saved: true, error: null, status: 200 });
    expect(await names()).toEqual(["Rent · Beirut · 2+ bedrooms"]);
    // Spaces only are empty too; a name typed wins over the suggestion.
    expect(await save("   ", "إيجار · بيروت · غرفتا نوم أو أكثر")).toMatchObject({ saved: true });
    expect(await save("  Family flats ", "Rent · Beirut · 2+ bedrooms")).toMatchObject({ saved: true });
    expect((await names()).sort()).toEqual(["Family flats", "Rent · Beirut · 2+ bedrooms", "إيجار · بيروت · غرفتا نوم أو أكثر"].sort());
    // Without a suggestion (a form posted by hand), an empty name is still refused.
    expect(await save("", "")).toEqual({ saved: false, error: "savedSearches.nameRequired", status: 400 });
    expect(await names()).toHaveLength(3);
  });
});

describe("unsubscribe links", () => {
  it("are signed: an altered or forged link is refused", async () => {
    const user = await createUser(db());
    const token = unsubscribeToken(user.id, { kind: "offers" });
    expect(readUnsubscribeToken(token)).toEqual({ userId: user.id, target: { kind: "offers" } });
    const [payload, signature] = token.split(".") as [string, string];
    const forged = Buffer.from(JSON.stringify({ u: (await createUser(db())).id, t: { kind: "offers" } })).toString("base64url");
    expect(readUnsubscribeToken(`${forged}.${signature}`)).toBeNull();
    expect(readUnsubscribeToken(`${payload}.${signature.slice(0, -2)}xx`)).toBeNull();
    expect(readUnsubscribeToken("nonsense")).toBeNull();
    expect(await refusal(unsubscribe(`${forged}.${signature}`))).toBe("unsubscribe_link_invalid");
  });

  it("turn off one kind of mail, or one saved search's alerts, and doing it twice changes nothing", async () => {
    const user = await createUser(db());
    const other = await createUser(db());
    expect(await mailPreference(user.id, "requests")).toBe("each");
    await unsubscribe(unsubscribeToken(user.id, { kind: "requests" }));
    await unsubscribe(unsubscribeToken(user.id, { kind: "requests" }));
    expect(await mailPreference(user.id, "requests")).toBe("none");
    expect(await mailPreference(user.id, "offers")).toBe("each");

    const saved = await saveSearch(user.id, { name: "Studios", listing_type: "Rental", query: "" });
    expect(await describeUnsubscribe(unsubscribeToken(user.id, { savedSearchId: saved.id }))).toEqual({ savedSearchName: "Studios" });
    // A link naming someone else's search is no link at all.
    expect(await refusal(unsubscribe(unsubscribeToken(other.id, { savedSearchId: saved.id })))).toBe("unsubscribe_link_invalid");
    await unsubscribe(unsubscribeToken(user.id, { savedSearchId: saved.id }));
    expect((await listSavedSearches(user.id))[0]?.frequency).toBe("off");
  });
});
