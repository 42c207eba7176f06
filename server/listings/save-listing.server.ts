import { eq } from "drizzle-orm";
import { newListingState, transition } from "../../domain/lifecycle.ts";
import type { ListingFormInput, PostingFormInput } from "../../domain/listing-form.ts";
import { paymentOf, type PlanPayment } from "../../domain/plan-payment.ts";
import { type PhotoRef, replaceListingPhotos } from "../media/listing-photos.server.ts";
import { deleteStoredImages } from "../media/upload-listing-image.server.ts";
import { calculatedPrices, listingKeywords } from "../../domain/listing-prices.ts";
import { priceMarkAfterEdit } from "../../domain/price-history.ts";
import type { Transaction } from "../db/client.server.ts";
import { areas, listingPriceHistory, plans, properties, propertyStatusHistory } from "../db/schema.ts";
import { AppError } from "../errors.server.ts";
import { currentLbpPerUsd } from "../money/exchange-rate.server.ts";
import { db } from "../runtime.server.ts";
import { storeQualityScores } from "./listing-quality.server.ts";
import { listingState } from "./listing-state.server.ts";
import { payForPlan } from "../payments/plan-payment.server.ts";

// Saving a listing says nothing to the visitor page cache: database triggers on `properties` and
// `property_images` (drizzle/0029_page_cache_generation.sql, tags since 0033) move the pages that
// show it, whoever writes the row, in the same transaction.

/** The stored columns a form input becomes: place from the area, both prices, keywords (also the demo seed's). */
export async function derivedColumns(tx: Transaction, input: ListingFormInput) {
  const [area] = await tx.select().from(areas).where(eq(areas.id, input.areaId)).limit(1);
  if (!area) throw new AppError("not_found");
  const prices = calculatedPrices(input.price, input.unit, await currentLbpPerUsd(tx));
  return {
    listingType: input.listingType,
    title: input.title,
    propertyType: input.propertyType,
    propertyCategory: input.propertyCategory,
    description: input.description,
    reference: input.reference,
    unit: input.unit,
    price: input.price,
    paymentFrequency: input.listingType === "Rental" ? (input.paymentFrequency ?? null) : null,
    downPayment: input.listingType === "Sale" ? (input.downPayment ?? null) : null,
    bedroom: input.bedroom,
    bathroom: input.bathroom,
    finishLevel: input.finishLevel ?? null,
    size: input.size,
    furnished: input.furnished,
    floor: input.floor ?? null,
    statePowerHours: input.statePowerHours ?? null,
    special: input.special,
    paymentMethod: input.paymentMethod,
    contactMethod: input.contactMethod,
    moveInDate: input.moveInDate ?? null,
    address: input.address,
    areaId: area.id,
    district: area.district,
    city: area.area,
    // The marker picked on the map, else the area's centre.
    latitude: input.latitude ?? area.latitude,
    longitude: input.longitude ?? area.longitude,
    usdPriceCalculated: prices.usd,
    lbpPriceCalculated: prices.lbp,
    keywords: listingKeywords({
      title: input.title,
      reference: input.reference,
      description: input.description,
      district: area.district,
      city: area.area,
      areaNames: [area.areaAr, area.districtAr, area.districtFr],
    }),
  };
}

export interface NewListingOptions {
  /** Its photos in order, the first one featured. */
  photos?: readonly PhotoRef[];
  /** How a paid plan is paid for; a paid plan without one is refused (payment_required). */
  payment?: PlanPayment;
  now?: Date;
}

/**
 * SPEC.md §4 "Create" inside the caller's transaction: a new listing of the owner's, Pending
 * Approval with Flag New, its history, its photos, and its plan paid for.
 */
export async function insertListing(tx: Transaction, ownerId: string, input: ListingFormInput, options: NewListingOptions = {}): Promise<string> {
  const now = options.now ?? new Date();
  const state = newListingState(input.planId, now);
  const [plan] = await tx.select({ priority: plans.searchPriority }).from(plans).where(eq(plans.id, input.planId));
  const [row] = await tx
    .insert(properties)
    .values({ ownerId, ...(await derivedColumns(tx, input)), ...state, priority: plan?.priority ?? 1 })
    .returning({ id: properties.id });
  await tx
    .insert(propertyStatusHistory)
    .values({ propertyId: row!.id, actorId: ownerId, action: "create", toStatus: state.status, toFlag: state.flag, at: now });
  await replaceListingPhotos(tx, { propertyId: row!.id, ownerId, photos: options.photos ?? [] });
  await storeQualityScores(tx, [row!.id]);
  await payForPlan(tx, { payerId: ownerId, propertyId: row!.id, planId: input.planId, payment: options.payment, now });
  return row!.id;
}

/** One new listing of the owner's, in its own transaction. */
export async function createListingForOwner(ownerId: string, input: ListingFormInput, options: NewListingOptions = {}): Promise<string> {
  return db().transaction((tx) => insertListing(tx, ownerId, input, options));
}

/** A new listing as the posting form (`/postlisting`) or the API's AddProperty sends it: fields, photos, plan payment. */
export async function createPostedListing(ownerId: string, form: PostingFormInput): Promise<string> {
  const { photos, payment, promoCode, ...listing } = form;
  return createListingForOwner(ownerId, listing, { photos, payment: paymentOf({ payment, promoCode }) });
}

/**
 * SPEC.md §4 "Edit": the owner's changes and photos, back to Pending Approval (the plan is
 * changed elsewhere). A new price is kept in the listing's price history (decision 0035). Photos dropped from the listing leave storage once the edit is saved.
 */
export async function updateListingForOwner(
  ownerId: string,
  propertyId: string,
  input: ListingFormInput,
  photos: readonly PhotoRef[],
  now = new Date(),
): Promise<void> {
  const removed = await db().transaction(async (tx) => {
    const [row] = await tx.select().from(properties).where(eq(properties.id, propertyId)).for("update").limit(1);
    // Another user's listing is not theirs to know about.
    if (!row || row.ownerId !== ownerId || row.isDeleted) throw new AppError("not_found");
    const current = listingState(row);
    const result = transition(current, { type: "edit" }, now);
    if (!result.ok) throw new AppError(result.error);
    const priceMark = priceMarkAfterEdit(row, input, now);
    await tx
      .update(properties)
      .set({ ...(await derivedColumns(tx, input)), ...result.changes, ...priceMark })
      .where(eq(properties.id, propertyId));
    if (priceMark) {
      await tx
        .insert(listingPriceHistory)
        .values({ propertyId, actorId: ownerId, oldPrice: row.price, oldUnit: row.unit, newPrice: input.price, newUnit: input.unit, changedAt: now });
    }
    await tx.insert(propertyStatusHistory).values({
      propertyId,
      actorId: ownerId,
      action: "edit",
      fromStatus: current.status,
      toStatus: result.state.status,
      fromFlag: current.flag,
      toFlag: result.state.flag,
      at: now,
    });
    const dropped = await replaceListingPhotos(tx, { propertyId, ownerId, photos });
    await storeQualityScores(tx, [propertyId]);
    return dropped;
  });
  await deleteStoredImages(removed);
}
