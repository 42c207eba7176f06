import { and, asc, eq, getTableColumns, sql } from "drizzle-orm";
import { z } from "zod";
import { imageUrl } from "../../domain/images.ts";
import { isPublic, isTaken, takenWord } from "../../domain/lifecycle.ts";
import { type ContactMethod, type Currency, type ListingStatus, normaliseListingType, type PaymentMethod } from "../../domain/listing.ts";
import type { ListingPageData, ListingPhoto } from "../../domain/listing-page.ts";
import { listingPath } from "../../domain/listing-url.ts";
import type { PlanId } from "../../domain/plans.ts";
import { internationalDigits } from "../../domain/contact.ts";
import { isAccountTier } from "../../domain/account-tier.ts";
import { areas, listingPriceHistory, listingTotals, properties, propertyImages, users } from "../db/schema.ts";
import { publicUrl } from "../env.server.ts";
import { preparedQuery } from "../db/prepared.server.ts";
import { readDb, runtime } from "../runtime.server.ts";
import { listingState } from "./listing-state.server.ts";
import { listingTotalsColumns } from "./listing-totals.server.ts";

const listingId = z.uuid();

// Every column but the search words, which can be long, and the similar listings' point: the page
// shows neither.
const { keywords: _keywords, similarPoint: _similarPoint, ...shownColumns } = getTableColumns(properties);

const listingStatement = preparedQuery((database) =>
  database
    .select({
      listing: shownColumns,
      owner: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        phone: users.phone,
        countryCode: users.countryCode,
        createdAt: users.createdAt,
        tier: users.tier,
        verifiedOwnerAt: users.verifiedOwnerAt,
      },
      area: { latitude: areas.latitude, longitude: areas.longitude },
      totals: listingTotalsColumns,
    })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.ownerId))
    .leftJoin(areas, eq(areas.id, properties.areaId))
    .leftJoin(listingTotals, eq(listingTotals.propertyId, properties.id))
    .where(and(eq(properties.id, sql.placeholder("id")), eq(properties.isDeleted, false)))
    .limit(1)
    .prepare("listing_page"),
);

// The photos need only the id, so they are read alongside the listing, not after it.
const photosStatement = preparedQuery((database) =>
  database
    .select()
    .from(propertyImages)
    .where(eq(propertyImages.propertyId, sql.placeholder("id")))
    .orderBy(asc(propertyImages.position))
    .prepare("listing_page_photos"),
);

const priceHistoryStatement = preparedQuery((database) =>
  database
    .select({
      at: listingPriceHistory.changedAt,
      oldPrice: listingPriceHistory.oldPrice,
      oldUnit: listingPriceHistory.oldUnit,
      newPrice: listingPriceHistory.newPrice,
      newUnit: listingPriceHistory.newUnit,
      corrected: sql<boolean>`${listingPriceHistory.revertsId} is not null`,
    })
    .from(listingPriceHistory)
    .where(eq(listingPriceHistory.propertyId, sql.placeholder("id")))
    .orderBy(asc(listingPriceHistory.changedAt), asc(listingPriceHistory.id))
    .prepare("listing_page_price_history"),
);

export interface ListingViewer {
  id: string;
  isAdmin: boolean;
}

/** The listing's row and photos, or null when the visitor may not see it (see findListingPage). */
async function findViewableListing(id: string, viewer: ListingViewer | null, now: Date) {
  if (!listingId.safeParse(id).success) return null;
  const [[row], images, prices] = await Promise.all([
    listingStatement(readDb()).execute({ id }),
    photosStatement(readDb()).execute({ id }),
    priceHistoryStatement(readDb()).execute({ id }),
  ]);
  if (!row) return null;
  const state = { ...listingState(row.listing), isDeleted: row.listing.isDeleted };
  const open = isPublic(state, now);
  // A rented or sold home keeps its page for everyone who saved or shared it (decision 0046).
  const taken = isTaken(state);
  const isOwner = viewer?.id === row.listing.ownerId;
  if (!open && !taken && !isOwner && !viewer?.isAdmin) return null;
  return { ...row, images, prices, open, taken, isOwner };
}

type ViewableListing = NonNullable<Awaited<ReturnType<typeof findViewableListing>>>;

const currency = (unit: string): Currency => (unit === "LBP" ? "LBP" : "USD");

function toListingPage({ listing, owner, area, images, prices, open, taken, isOwner }: ViewableListing): ListingPageData {
  const cdnBase = runtime().env.MEDIA_CDN_URL;
  const contactMethod = listing.contactMethod as ContactMethod[];
  // The owner's number leaves the server only when they chose to be phoned or messaged on WhatsApp.
  const reachable = contactMethod.includes("Phone call") || contactMethod.includes("WhatsApp");
  const path = listingPath(listing);
  return {
    id: listing.id,
    path,
    url: `${publicUrl(runtime().env)}${path}`,
    isPublic: open,
    isOwner,
    taken: taken ? takenWord(listing.listingType) : null,
    status: listing.status as ListingStatus,
    visible: listing.visible,
    listingType: normaliseListingType(listing.listingType),
    title: listing.title,
    description: listing.description,
    reference: listing.reference,
    propertyType: listing.propertyType,
    propertyCategory: listing.propertyCategory,
    unit: (listing.unit === "LBP" ? "LBP" : "USD") as Currency,
    price: listing.price,
    usdPrice: listing.usdPriceCalculated,
    lbpPrice: listing.lbpPriceCalculated,
    paymentFrequency: listing.paymentFrequency,
    downPayment: listing.downPayment,
    feesMonthly: listing.feesMonthly,
    bedroom: listing.bedroom,
    bathroom: listing.bathroom,
    size: listing.size,
    finishLevel: listing.finishLevel,
    furnished: listing.furnished,
    special: listing.special,
    floor: listing.floor,
    statePowerHours: listing.statePowerHours,
    paymentMethod: listing.paymentMethod as PaymentMethod[],
    contactMethod,
    moveInDate: listing.moveInDate,
    address: listing.address,
    city: listing.city,
    district: listing.district,
    planId: listing.planId as PlanId,
    inspectionHighlight: listing.inspectionHighlight,
    marker: listing.latitude !== null && listing.longitude !== null ? { latitude: listing.latitude, longitude: listing.longitude } : null,
    /** Where similar listings are looked for: the marker, else the area's centre. */
    centre:
      listing.latitude !== null && listing.longitude !== null
        ? { latitude: listing.latitude, longitude: listing.longitude }
        : area
          ? { latitude: area.latitude, longitude: area.longitude }
          : null,
    photos: images.map((image): ListingPhoto => ({
      url: imageUrl(image.imageKey, { cdnBase, size: "large" }),
      placeholder: image.placeholder,
      width: image.width,
      height: image.height,
    })),
    owner: {
      id: owner.id,
      name: `${owner.firstName} ${owner.lastName}`.trim(),
      memberSince: owner.createdAt.toISOString(),
      tier: isAccountTier(owner.tier) ? owner.tier : "free",
      verifiedOwner: owner.verifiedOwnerAt !== null,
      phoneDigits: reachable ? internationalDigits(owner.countryCode, owner.phone) : "",
    },
    priceHistory: prices.map((change) => ({ ...change, at: change.at.toISOString(), oldUnit: currency(change.oldUnit), newUnit: currency(change.newUnit) })),
  };
}

/**
 * A listing as its page shows it, or null when the visitor may not see it: unknown or deleted, or
 * not public (DESIGN.md) and the visitor is neither its owner nor an admin.
 */
export async function findListingPage(id: string, viewer: ListingViewer | null, now = new Date()): Promise<ListingPageData | null> {
  const found = await findViewableListing(id, viewer, now);
  return found && toListingPage(found);
}

/**
 * The page's listing with what only the API shows (the dates of its lifecycle, its counters and the
 * photos' 800×800 variants), under the same rule: kept apart so the page's data stays as small.
 */
export async function findListingRecord(id: string, viewer: ListingViewer | null, now = new Date()) {
  const found = await findViewableListing(id, viewer, now);
  if (!found) return null;
  const { listing, images, totals } = found;
  const cdnBase = runtime().env.MEDIA_CDN_URL;
  return {
    ...toListingPage(found),
    photosLow: images.map((image) => imageUrl(image.imageLowKey, { cdnBase, size: "low" })),
    approvedOn: listing.approvedOn,
    expiresOn: listing.expiresOn,
    marketDate: listing.marketDate,
    boosted: listing.boosted,
    counters: {
      ...totals,
      interested: listing.interested,
      whatsapp: listing.whatsapp,
      call: listing.call,
      messageOwner: listing.messageOwner,
      requestTour: listing.requestTour,
    },
  };
}
