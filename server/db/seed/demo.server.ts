/**
 * Demo data (issue 5): on an empty database, `npm start` creates an admin, a few owners and a few
 * hundred approved, public listings in every district, on every plan, with generated photos, so a
 * newcomer sees a living marketplace. Runs once: never when listings or the demo admin exist.
 *
 * Photos: a small set of pictures is generated and processed once (processListingImage), then
 * stored under each listing's own keys, as an upload would be. Sharing keys would be cheaper, but a
 * permanent delete removes a listing's photo files, which would take them from other listings too.
 */
import { randomUUID } from "node:crypto";
import { asc, eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { CONTACT_METHODS } from "../../../domain/listing.ts";
import { listingFormSchema, SPECIAL_FEATURES } from "../../../domain/listing-form.ts";
import { DEFAULT_PLANS, type PlanId } from "../../../domain/plans.ts";
import { derivedColumns } from "../../listings/derived-columns.server.ts";
import { processListingImage, type ProcessedImage } from "../../media/process-image.server.ts";
import { currentLbpPerUsd } from "../../money/exchange-rate.server.ts";
import { db, storage } from "../../runtime.server.ts";
import { createAcceptedOffer, createOpenOffer, createTourRequest } from "../factories/conversations.server.ts";
import { createListing, createPriceCut } from "../factories/listings.server.ts";
import { rollUpMarket } from "../../market/roll-up-market.server.ts";
import { createDeclaredRentPayment, createInspection, createPendingInvitation, createTenancy } from "../factories/tenancies.server.ts";
import { createConfirmedCreditPurchase, createPendingCreditPurchase } from "../factories/payments.server.ts";
import { createUser } from "../factories/users.server.ts";
import { refreshAccountTier } from "../../accounts/account-tier.server.ts";
import { seedDemoInsights } from "./demo-insights.server.ts";
import { areas, issueReports, listingReports, promoCodes, properties, propertyImages, propertyStatusHistory, users } from "../schema.ts";
import {
  DEMO_ADMIN_EMAIL,
  DEMO_EXAMPLE_LISTING_ID,
  DEMO_ACCEPTED_OFFER_ID,
  DEMO_EXAMPLE_OFFER_ID,
  DEMO_EXAMPLE_REQUEST_ID,
  DEMO_KINDS,
  DEMO_OWNER_EMAIL,
  DEMO_OWNERS,
  DEMO_PASSWORD,
  DEMO_TENANT,
  DEMO_PROMO_CODE,
  DEMO_PROMO_LISTING_ID,
  DEMO_TAKEN_LISTING_ID,
  DEMO_SECOND_LISTING_ID,
  DEMO_LIFECYCLE_LISTINGS,
  DEMO_BULK_RENEW_LISTINGS,
  DEMO_CREDIT_PAYMENT,
  DEMO_DECLARED_RENT_PAYMENTS,
  DEMO_LEAVING_TENANT,
  DEMO_CITY_AREAS,
  DEMO_CLOSING_ACCOUNT,
  DEMO_PENDING_LISTINGS,
  DEMO_PENDING_PAYMENTS,
  DEMO_PROOF_PAYMENT,
  DEMO_REFUND_PAYMENT,
  DEMO_PAUSABLE_PROMO_CODE,
  DEMO_LISTING_REPORT_ID,
  DEMO_PRICE_CUT_LISTING_ID,
  DEMO_ISSUES,
  DEMO_INSPECTION_ID,
  DEMO_INVITATIONS,
  type DemoKind,
  demoDescription,
  demoTitle,
} from "./data/demo-listings.ts";
import { DAY_MS } from "../../../domain/days.ts";

/**
 * The listings the API's examples name, by the order the seed makes them in: the demo owner's are
 * every fourth, Gold every third and Platinum every seventh (renew, editCredits need a paid plan).
 */
const ACTIVATE_COUNT = 40;
const FIXED_IDS = new Map<number, string>([
  [0, DEMO_EXAMPLE_LISTING_ID],
  [1, DEMO_SECOND_LISTING_ID],
  [4, DEMO_PROMO_LISTING_ID],
  [5, DEMO_PRICE_CUT_LISTING_ID],
  [8, DEMO_TAKEN_LISTING_ID],
  [12, DEMO_LIFECYCLE_LISTINGS.edit],
  [16, DEMO_LIFECYCLE_LISTINGS.visibility],
  [20, DEMO_LIFECYCLE_LISTINGS.delete],
  [24, DEMO_LIFECYCLE_LISTINGS.renew],
  [28, DEMO_LIFECYCLE_LISTINGS.editCredits],
  [32, DEMO_LIFECYCLE_LISTINGS.changePlan],
  [ACTIVATE_COUNT, DEMO_LIFECYCLE_LISTINGS.activate],
  [44, DEMO_LIFECYCLE_LISTINGS.cancel],
  [52, DEMO_LIFECYCLE_LISTINGS.applyCredits],
  [57, DEMO_PENDING_LISTINGS.approve],
  [61, DEMO_PENDING_LISTINGS.reject],
  [64, DEMO_BULK_RENEW_LISTINGS[0]],
  [68, DEMO_BULK_RENEW_LISTINGS[1]],
]);
/** The demo owner's Free listings whose period ran out: activateProperty's example and renewProperties' two. */
const EXPIRED_COUNTS = new Set([ACTIVATE_COUNT, 64, 68]);
/** The second owner's listings the admin's moderation examples approve and reject: waiting for review. */
const PENDING_COUNTS = new Set([57, 61]);

/** Rounds of one listing per district: 26 districts, 338 listings. */
const LISTINGS_PER_DISTRICT = 13;
/** The rounds whose listings are in their own district's areas; the later ones are in DEMO_CITY_AREAS. */
const SPREAD_ROUNDS = 1;
/** How far before its approval a listing was first posted, by its count: the price guides' trends have months. */
const POSTED_MONTHS_BEFORE = [0, 1, 2, 3];
const PHOTO_COUNT = 16;
// An arbitrary constant: two instances starting at once seed once.
const DEMO_LOCK_ID = 727_100_002;

export interface DemoCredentials {
  password: string;
  admin: string;
  owner: string;
  tenant: string;
}

/** A small seeded generator: the demo is the same on every machine. */
function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const between = (min: number, max: number) => min + next() * (max - min);
  const int = (min: number, max: number) => Math.floor(between(min, max + 1));
  const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)]!;
  const some = <T>(values: readonly T[], min: number, max: number): T[] => [...values].sort(() => next() - 0.5).slice(0, int(min, max));
  return { next, between, int, pick, some };
}

/** A picture of a building against the sky: gradients and shapes, different hues per index. */
function demoPicture(index: number): Promise<Buffer> {
  const random = randomSource(1000 + index);
  const hue = Math.round((index * 360) / PHOTO_COUNT);
  const buildings = Array.from({ length: random.int(2, 5) }, (_, i) => {
    const width = random.int(160, 320);
    const height = random.int(250, 600);
    const x = i * 260 + random.int(-40, 40);
    const windows = Array.from({ length: Math.floor(height / 70) }, (_, row) =>
      [0, 1, 2]
        .map(
          (column) =>
            `<rect x="${x + 25 + column * (width / 3.2)}" y="${820 - height + 30 + row * 70}" width="${width / 6}" height="36" fill="hsl(${(hue + 40) % 360},70%,85%)" opacity="0.85"/>`,
        )
        .join(""),
    ).join("");
    return `<rect x="${x}" y="${820 - height}" width="${width}" height="${height}" fill="hsl(${(hue + 20 * i) % 360},25%,${55 + 8 * i}%)"/>${windows}`;
  }).join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="768" viewBox="0 0 1200 900">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="hsl(${hue},65%,55%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360},70%,88%)"/>
    </linearGradient></defs>
    <rect width="1200" height="900" fill="url(#sky)"/>
    <circle cx="${random.int(150, 1050)}" cy="${random.int(90, 260)}" r="${random.int(45, 90)}" fill="hsl(45,95%,75%)"/>
    ${buildings}
    <rect y="820" width="1200" height="80" fill="hsl(${(hue + 120) % 360},30%,35%)"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

async function eachWithConcurrency<T>(items: readonly T[], limit: number, work: (item: T) => Promise<unknown>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

function weightedKind(random: ReturnType<typeof randomSource>, inCity: boolean): DemoKind {
  const weight = (kind: DemoKind) => (inCity ? kind.cityWeight : kind.weight);
  const total = DEMO_KINDS.reduce((sum, kind) => sum + weight(kind), 0);
  let roll = random.next() * total;
  for (const kind of DEMO_KINDS) {
    roll -= weight(kind);
    if (roll < 0) return kind;
  }
  return DEMO_KINDS[0]!;
}

/** Prices people would expect in Lebanon: rents of 300–5,000 USD a month, sales of 60,000–2,000,000 USD. */
function demoPriceUsd(kind: DemoKind, sale: boolean, size: number, random: ReturnType<typeof randomSource>): number {
  if (sale) {
    const price = size * random.between(...kind.salePerM2);
    return Math.min(2_000_000, Math.max(60_000, Math.round(price / 5_000) * 5_000));
  }
  const rent = size * random.between(...kind.rentPerM2);
  return Math.min(5_000, Math.max(300, Math.round(rent / 50) * 50));
}

/** The demo's users exist (it ran before, perhaps before its listings were deleted). */
async function demoExists(): Promise<boolean> {
  const [row] = await db().select({ id: users.id }).from(users).where(eq(users.email, DEMO_ADMIN_EMAIL)).limit(1);
  return Boolean(row);
}

/**
 * Creates the demo data when the database has no listing and no demo marker (the demo admin).
 * Returns how many listings it created (0 when it did nothing).
 */
export async function seedDemoData(now = new Date()): Promise<number> {
  // Pictures first, outside the transaction: it is the slow, CPU-bound part.
  if ((await demoExists()) || (await db().$count(properties)) > 0) return 0;
  const pictures: ProcessedImage[] = [];
  await eachWithConcurrency([...Array(PHOTO_COUNT).keys()], 2, async (index) => {
    pictures[index] = await processListingImage(await demoPicture(index));
  });
  const files: Array<{ key: string; body: Buffer }> = [];

  const created = await db().transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_LOCK_ID})`);
    const listings = await tx.$count(properties);
    const [marker] = await tx.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ADMIN_EMAIL)).limit(1);
    if (listings > 0 || marker) return 0;

    const admin = await createUser(tx, { email: DEMO_ADMIN_EMAIL, password: DEMO_PASSWORD, firstName: "Beitna", lastName: "Admin", admin: true });
    const owners = [];
    for (const owner of DEMO_OWNERS) owners.push(await createUser(tx, { ...owner, password: DEMO_PASSWORD }));

    const allAreas = await tx.select().from(areas).orderBy(asc(areas.district), asc(areas.area));
    const districts = [...new Set(allAreas.map((area) => area.district))];
    const rate = await currentLbpPerUsd(tx);
    const random = randomSource(20_260_101);
    const languages = ["en", "ar", "fr"] as const;
    const images: Array<typeof propertyImages.$inferInsert> = [];
    const history: Array<typeof propertyStatusHistory.$inferInsert> = [];

    let count = 0;
    for (let round = 0; round < LISTINGS_PER_DISTRICT; round++) {
      for (const district of districts) {
        const inDistrict = allAreas.filter((area) => area.district === district);
        // Most listings in the busy areas, as on a real marketplace: the prices of each have
        // enough comparables to show (issue 44); the first round puts one in every district.
        const inCity = round >= SPREAD_ROUNDS;
        const cityArea = DEMO_CITY_AREAS[(count - SPREAD_ROUNDS * districts.length) % DEMO_CITY_AREAS.length]!;
        const area = inCity
          ? allAreas.find((candidate) => candidate.district === cityArea.district && candidate.area === cityArea.area)!
          : inDistrict[(round * 7 + count) % inDistrict.length]!;
        const kind = weightedKind(random, inCity);
        const sale = random.next() < 0.4;
        const planId: PlanId = count % 7 === 0 ? "platinum" : count % 3 === 0 ? "gold" : "free";
        const size = Math.round(random.between(...kind.size) / 5) * 5;
        const bedroom = random.int(...kind.bedrooms);
        const furnished = kind.category === "Residential" && !sale && random.next() < 0.45;
        const special = kind.category === "Land" ? random.some(["Sea view", "Mountain view"] as const, 0, 1) : random.some(SPECIAL_FEATURES, 1, 5);
        const language = languages[count % 3]!;
        const text = { language, kind, sale, bedrooms: bedroom, size, ...area, furnished, seaView: special.includes("Sea view") };
        const usd = demoPriceUsd(kind, sale, size, random);
        // About one listing in six is priced in lira, at the current rate, in round millions.
        const inLbp = random.next() < 0.17;
        const input = listingFormSchema.parse({
          listingType: sale ? "Sale" : "Rental",
          title: demoTitle(text),
          propertyType: kind.type,
          propertyCategory: kind.category,
          description: demoDescription(text),
          reference: `BT-${1000 + count}`,
          unit: inLbp ? "LBP" : "USD",
          price: inLbp ? Math.round((usd * rate) / 1_000_000) * 1_000_000 : usd,
          paymentFrequency: sale ? undefined : "Monthly",
          downPayment: sale && random.next() < 0.4 ? Math.round((usd * random.between(0.1, 0.3)) / 1000) * 1000 * (inLbp ? rate : 1) : undefined,
          bedroom,
          bathroom: kind.category === "Land" ? 0 : Math.max(1, Math.min(bedroom, random.int(1, 4))),
          finishLevel: kind.category === "Land" ? undefined : random.pick(["Semi-finished", "Finished", "Finished", "Deluxe"] as const),
          size,
          furnished,
          // Homes have a floor and some hours of state power; worked out from the count, so the
          // random sequence (and the rest of the demo) stays as it was.
          floor: kind.category === "Residential" ? (count * 5) % 9 : undefined,
          statePowerHours: kind.category === "Land" ? undefined : [0, 2, 4, 6, 8, 12, 20][count % 7],
          special,
          paymentMethod: sale ? random.some(["Bank transfer", "Cheque", "Bank loan"] as const, 1, 2) : random.some(["Cash", "Bank transfer"] as const, 1, 2),
          contactMethod: random.some(CONTACT_METHODS, 1, 3),
          areaId: area.id,
          latitude: Number((area.latitude + random.between(-0.008, 0.008)).toFixed(5)),
          longitude: Number((area.longitude + random.between(-0.008, 0.008)).toFixed(5)),
          planId,
        });
        const plan = DEFAULT_PLANS.find((candidate) => candidate.id === planId)!;
        // Approved over the last three weeks, so the demo stays live for a while.
        const approvedOn = new Date(now.getTime() - random.between(0.05, 21) * DAY_MS);
        // Some first posted months before (renewed since): the guides' trends show those months.
        const postedBefore = POSTED_MONTHS_BEFORE[count % POSTED_MONTHS_BEFORE.length]! * 30 * DAY_MS;
        const createdAt = new Date(approvedOn.getTime() - random.between(0.1, 2) * DAY_MS - postedBefore);
        const boosted = planId !== "free" && count % 11 === 0;
        const views = random.int(5, 600);
        const listing = await createListing(tx, {
          ...(FIXED_IDS.has(count) ? { id: FIXED_IDS.get(count) } : {}),
          ownerId: owners[count % owners.length]!.id,
          ...(await derivedColumns(tx, input)),
          // The API's examples write to the first two listings on Beitna.
          ...(count < 2 ? { contactMethod: [...CONTACT_METHODS] } : {}),
          planId,
          status: "Approved",
          flag: null,
          visible: true,
          approvedOn,
          expiresOn: new Date(approvedOn.getTime() + plan.durationDays * DAY_MS),
          // activateProperty's and renewProperties' examples: Free listings whose period ran out.
          ...(EXPIRED_COUNTS.has(count) ? { status: "Expired" as const, visible: false, expiresOn: new Date(now.getTime() - DAY_MS) } : {}),
          // approveProperty's and rejectProperty's examples: new listings waiting for an admin.
          ...(PENDING_COUNTS.has(count)
            ? { status: "Pending Approval" as const, flag: "New", visible: false, approvedOn: null, expiresOn: null, flagTime: createdAt }
            : {}),
          marketDate: boosted ? new Date(now.getTime() - random.between(0, 2) * DAY_MS) : approvedOn,
          boosted,
          createdAt,
          views,
          impression: views * random.int(4, 12),
          whatsapp: Math.floor(views * random.between(0, 0.1)),
          call: Math.floor(views * random.between(0, 0.05)),
          interested: Math.floor(views * random.between(0, 0.08)),
        });
        history.push({ propertyId: listing.id, actorId: listing.ownerId, action: "create", toStatus: "Pending Approval", toFlag: "New", at: createdAt });
        if (!PENDING_COUNTS.has(count))
          history.push({
            propertyId: listing.id,
            actorId: admin.id,
            action: "approve",
            fromStatus: "Pending Approval",
            toStatus: "Approved",
            fromFlag: "New",
            at: approvedOn,
          });
        const photoCount = random.int(1, 4);
        for (let position = 0; position < photoCount; position++) {
          const picture = pictures[(count * 5 + position * 7) % pictures.length]!;
          const name = `photos/${randomUUID()}`;
          files.push({ key: `${name}-large.webp`, body: picture.large }, { key: `${name}-low.webp`, body: picture.low });
          images.push({
            propertyId: listing.id,
            position,
            imageKey: `${name}-large.webp`,
            imageLowKey: `${name}-low.webp`,
            placeholder: picture.placeholder,
            width: picture.width,
            height: picture.height,
            // Fingerprinted as an upload is (decision 0067): the moderation queue's photo checks work on a new install at once.
            fingerprint: picture.fingerprint,
          });
        }
        count++;
      }
    }
    await tx.insert(propertyStatusHistory).values(history);
    // The example listing is rented: its tenant, with a lease and a move-in inspection, for the
    // tenancy pages and the API's examples.
    const tenant = await createUser(tx, { ...DEMO_TENANT, password: DEMO_PASSWORD });
    const tenancy = await createTenancy(tx, { propertyId: DEMO_EXAMPLE_LISTING_ID, tenantId: tenant.id });
    for (const id of Object.values(DEMO_DECLARED_RENT_PAYMENTS)) await createDeclaredRentPayment(tx, { id, accountId: tenancy.id, tenantId: tenant.id });
    // The tenant's two issues, which the API's issue examples answer and resolve.
    await tx.insert(issueReports).values([
      {
        id: DEMO_ISSUES.message,
        propertyId: DEMO_EXAMPLE_LISTING_ID,
        reportedBy: tenant.id,
        description: "The kitchen tap drips all night.",
        category: "plumbing",
      },
      {
        id: DEMO_ISSUES.move,
        propertyId: DEMO_EXAMPLE_LISTING_ID,
        reportedBy: tenant.id,
        description: "The bedroom window does not close.",
        category: "other",
      },
    ]);
    for (const invitation of Object.values(DEMO_INVITATIONS))
      await createPendingInvitation(tx, { ...invitation, propertyId: DEMO_EXAMPLE_LISTING_ID, landlordId: owners[0]!.id });
    const leaving = await createUser(tx, { ...DEMO_LEAVING_TENANT, password: DEMO_PASSWORD });
    await createTenancy(tx, { propertyId: DEMO_PROMO_LISTING_ID, tenantId: leaving.id });
    // deleteAccount's example closes an account of its own.
    await createUser(tx, DEMO_CLOSING_ACCOUNT);
    await createInspection(tx, {
      id: DEMO_INSPECTION_ID,
      propertyId: DEMO_EXAMPLE_LISTING_ID,
      recordedBy: owners[0]!.id,
      findings: { Kitchen: { condition: "Good", note: "" } },
    });
    await tx.insert(promoCodes).values({ code: DEMO_PROMO_CODE, planId: "gold", maxUses: 1000 }).onConflictDoNothing();
    // setPromoCodePaused's example pauses a campaign code of its own; decideReport's decides a visitor's report.
    await tx.insert(promoCodes).values({ code: DEMO_PAUSABLE_PROMO_CODE, planId: "platinum", maxUses: 100 }).onConflictDoNothing();
    await tx.insert(listingReports).values({ id: DEMO_LISTING_REPORT_ID, propertyId: DEMO_SECOND_LISTING_ID, reporterId: tenant.id, reason: "wrong_price" });
    // revertPrice's example: the second owner's price cut of yesterday, live and on the admin's list.
    await createPriceCut(tx, { propertyId: DEMO_PRICE_CUT_LISTING_ID, at: new Date(now.getTime() - DAY_MS) });
    // The owners' badges follow their live Gold and Platinum listings.
    for (const owner of new Set(history.map((entry) => entry.actorId).filter((id): id is string => Boolean(id)))) await refreshAccountTier(tx, owner);
    // What the API's examples answer: the second owner's tour request and offer on the first listing.
    const conversation = { propertyId: DEMO_EXAMPLE_LISTING_ID, ownerId: owners[0]!.id };
    await createTourRequest(tx, { ...conversation, id: DEMO_EXAMPLE_REQUEST_ID, senderId: owners[1]!.id });
    await createOpenOffer(tx, { ...conversation, id: DEMO_EXAMPLE_OFFER_ID, buyerId: owners[1]!.id });
    await createAcceptedOffer(tx, { propertyId: DEMO_TAKEN_LISTING_ID, ownerId: owners[0]!.id, id: DEMO_ACCEPTED_OFFER_ID, buyerId: owners[1]!.id });
    // The credits the API's plan and boost examples spend, bought and confirmed, with its receipt.
    await createConfirmedCreditPurchase(tx, { ...DEMO_CREDIT_PAYMENT, userId: owners[0]!.id, confirmedBy: admin.id });
    // The admin's payment desk examples: the second owner's transfers waiting, and one confirmed to refund in part.
    for (const payment of Object.values(DEMO_PENDING_PAYMENTS)) await createPendingCreditPurchase(tx, { ...payment, userId: owners[1]!.id });
    await createPendingCreditPurchase(tx, { ...DEMO_PROOF_PAYMENT, userId: owners[0]!.id });
    await createConfirmedCreditPurchase(tx, { ...DEMO_REFUND_PAYMENT, userId: owners[1]!.id, confirmedBy: admin.id });
    // The first owner's insights show their charts (decision 0047).
    await seedDemoInsights(tx, owners[0]!.id);
    for (let start = 0; start < images.length; start += 500) await tx.insert(propertyImages).values(images.slice(start, start + 500));
    // Files before the commit: if storage fails, no listing points at a missing photo.
    await eachWithConcurrency(files, 16, (file) => storage().put(file.key, file.body, "image/webp"));
    return count;
  });
  // Statistics for the new rows now, not at autovacuum's next round: until then the planner takes
  // the table for empty and may read it whole where an index would do (a search by price band).
  await db().execute(sql`analyze properties`);
  // The price guides read the rollup and the featured order the quality scores: the demo's market
  // at once, not after the daily job.
  if (created) await rollUpMarket(now);
  return created;
}

/** Boot: seeds when asked and the database is empty, then prints how to sign in to the demo. */
export async function seedDemoAtBoot(): Promise<DemoCredentials | null> {
  const started = Date.now();
  const created = await seedDemoData();
  if (!(await demoExists())) return null;
  const credentials = { password: DEMO_PASSWORD, admin: DEMO_ADMIN_EMAIL, owner: DEMO_OWNER_EMAIL, tenant: DEMO_TENANT.email };
  // The same logins, in the same order, as the ready line (server/main.server.ts).
  console.log(
    [
      created ? `Demo data: ${created} listings created in ${((Date.now() - started) / 1000).toFixed(1)} s.` : "Demo data is present.",
      `  Owner: ${credentials.owner} / ${credentials.password}`,
      `  Tenant: ${credentials.tenant} / ${credentials.password}`,
      `  Admin: ${credentials.admin} / ${credentials.password}`,
      "  (SEED_DEMO=false on an empty database starts without it.)",
    ].join("\n"),
  );
  return credentials;
}
