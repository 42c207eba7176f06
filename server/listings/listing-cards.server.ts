import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { internationalDigits } from "../../domain/contact.ts";
import { imageUrl } from "../../domain/images.ts";
import type { ListingCardData } from "../../domain/listing-card.ts";
import { listingPath } from "../../domain/listing-url.ts";
import type { PlanId } from "../../domain/plans.ts";
import { shownPreviousPrice } from "../../domain/price-history.ts";
import { properties } from "../db/schema.ts";
import type { Executor } from "../db/client.server.ts";
import { preparedStatement } from "../db/prepared.server.ts";
import { db, readDatabase, runtime } from "../runtime.server.ts";

// The featured photo is kept on the listing's row (migration 0010), so a card is one row.
const listingCardColumns = {
  id: properties.id,
  listingType: properties.listingType,
  title: properties.title,
  propertyType: properties.propertyType,
  price: properties.price,
  unit: properties.unit,
  usdPriceCalculated: properties.usdPriceCalculated,
  lbpPriceCalculated: properties.lbpPriceCalculated,
  bedroom: properties.bedroom,
  bathroom: properties.bathroom,
  size: properties.size,
  city: properties.city,
  district: properties.district,
  planId: properties.planId,
  photoKey: properties.featuredPhotoKey,
  photoPlaceholder: properties.featuredPhotoPlaceholder,
  marketDate: properties.marketDate,
  createdAt: properties.createdAt,
  previousPrice: properties.previousPrice,
  priceReducedAt: properties.priceReducedAt,
};

/**
 * Cards of listings: the caller adds its where, order and limit (a dynamic query), and may select
 * columns of its own beside the card's (similar listings add the distance).
 */
export function selectListingCards<Extra extends Record<string, SQL | SQL.Aliased | AnyPgColumn>>(executor: Executor = db(), extra?: Extra) {
  return executor
    .select({ ...listingCardColumns, ...(extra as Extra) })
    .from(properties)
    .$dynamic();
}

export type ListingCardRow = Awaited<ReturnType<typeof selectListingCards<Record<never, never>>>>[number];

interface CardExtras {
  id: string;
  contact_method: string[];
  country_code: string;
  phone: string;
  verified_owner: boolean;
  photo_count: number;
}

// What a card shows beside its row (the owner's number and badge, the photo count), read for the
// page's cards only, by their ids, after the page's own query: the search's index plans stay as
// they are (ARCHITECTURE.md "Search"), and this is one short lookup per page (decision 0035).
const cardExtras = preparedStatement(
  "listing_card_extras",
  sql`select p.id, p.contact_method, u.country_code, u.phone, u.verified_owner_at is not null as verified_owner,
        (select count(*) from property_images i where i.property_id = p.id)::int as photo_count
      from properties p join users u on u.id = p.owner_id
      where p.id = any(${sql.placeholder("ids")}::uuid[])`,
);

/** The cards of rows read with `selectListingCards`, in their order; their public extras from where visitors read. */
export async function toListingCards(rows: readonly ListingCardRow[], now = new Date()): Promise<ListingCardData[]> {
  if (!rows.length) return [];
  const { rows: extras } = await cardExtras.run({ ids: rows.map((row) => row.id) }, readDatabase().pool);
  const byId = new Map((extras as CardExtras[]).map((extra) => [extra.id, extra]));
  return rows.map((row) => toListingCard(row, byId.get(row.id), now));
}

function toListingCard(row: ListingCardRow, extras: CardExtras | undefined, now: Date): ListingCardData {
  const cdnBase = runtime().env.MEDIA_CDN_URL;
  const methods = extras?.contact_method ?? [];
  const call = methods.includes("Phone call");
  const whatsapp = methods.includes("WhatsApp");
  // The owner's number leaves the server only when they chose to be phoned or messaged on WhatsApp.
  const phoneDigits = extras && (call || whatsapp) ? internationalDigits(extras.country_code, extras.phone) : "";
  return {
    id: row.id,
    path: listingPath(row),
    listingType: row.listingType === "Sale" ? "Sale" : "Rental",
    title: row.title,
    propertyType: row.propertyType,
    price: row.price,
    unit: row.unit === "LBP" ? "LBP" : "USD",
    usdPrice: row.usdPriceCalculated,
    lbpPrice: row.lbpPriceCalculated,
    bedroom: row.bedroom,
    bathroom: row.bathroom,
    size: row.size,
    city: row.city,
    district: row.district,
    planId: row.planId as PlanId,
    photo: row.photoKey ? { url: imageUrl(row.photoKey, { cdnBase }), placeholder: row.photoPlaceholder ?? "" } : null,
    photoCount: extras?.photo_count ?? 0,
    postedAt: (row.marketDate ?? row.createdAt).toISOString(),
    previousPrice: shownPreviousPrice(row.previousPrice, row.priceReducedAt, now),
    contact: { phoneDigits, call: call && phoneDigits !== "", whatsapp: whatsapp && phoneDigits !== "" },
    verifiedOwner: extras?.verified_owner ?? false,
  };
}
