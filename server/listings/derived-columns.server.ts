import { eq } from "drizzle-orm";
import type { ListingFormInput } from "../../domain/listing-form.ts";
import type { LiveField } from "../../domain/listing-revisions.ts";
import { calculatedPrices, listingKeywords } from "../../domain/listing-prices.ts";
import type { Transaction } from "../db/client.server.ts";
import { areas } from "../db/schema.ts";
import { AppError } from "../errors.server.ts";
import { currentLbpPerUsd } from "../money/exchange-rate.server.ts";

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

/**
 * The stored columns of the fields that go live at once on a live listing (decision 0076): price,
 * currency, terms and move-in date, with both prices at today's rate; nothing else is touched.
 */
export async function liveColumns(tx: Transaction, input: Pick<ListingFormInput, LiveField | "listingType">) {
  const prices = calculatedPrices(input.price, input.unit, await currentLbpPerUsd(tx));
  return {
    unit: input.unit,
    price: input.price,
    paymentFrequency: input.listingType === "Rental" ? (input.paymentFrequency ?? null) : null,
    downPayment: input.listingType === "Sale" ? (input.downPayment ?? null) : null,
    moveInDate: input.moveInDate ?? null,
    usdPriceCalculated: prices.usd,
    lbpPriceCalculated: prices.lbp,
  };
}
