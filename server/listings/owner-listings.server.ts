import { and, asc, count, eq, gte, lte, ne, or, sql, type SQL } from "drizzle-orm";
import { DASHBOARD_PAGE_SIZE, type DashboardSort } from "../../domain/dashboard.ts";
import type { OwnerListingsPage } from "../../domain/dashboard-views.ts";
import type { Currency, ListingType } from "../../domain/listing.ts";
import { listingRevisions, listingTotals, ownerBucket, ownerKeywords, plans, properties, propertyImages, propertyStatusHistory } from "../db/schema.ts";
import { db } from "../runtime.server.ts";
import { listingState } from "./listing-state.server.ts";
import { listingTotalsColumns } from "./listing-totals.server.ts";

/**
 * The filters of SPEC.md §7 "The owner's properties": the dashboard's (tab, title or reference,
 * status, plan, visibility) and the API's further ones. An absent filter filters nothing.
 */
export interface OwnerListingsFilters {
  listing_type?: ListingType | undefined;
  q?: string | undefined;
  status?: string | undefined;
  plan?: string | undefined;
  visible?: "yes" | "no" | undefined;
  district?: string | undefined;
  city?: string | undefined;
  property_type?: string | undefined;
  property_category?: string | undefined;
  furnished?: boolean | undefined;
  /** Folded search words (`searchWords`), every one of which the listing must have. */
  keywords?: string[] | undefined;
  /** The currency of the price range, read on the calculated prices; USD when absent. */
  currency?: Currency | undefined;
  price_min?: number | undefined;
  price_max?: number | undefined;
  size_min?: number | undefined;
  size_max?: number | undefined;
  bedroom_min?: number | undefined;
  bedroom_max?: number | undefined;
  bathroom_min?: number | undefined;
  bathroom_max?: number | undefined;
}

/** The dashboard asks for a page of 20; the API for `limit` rows after `skip`. */
export type OwnerListingsQuery = OwnerListingsFilters & { sort: DashboardSort } & ({ page: number } | { limit: number; skip: number });

/** `%` and `_` typed by a person are literal characters, not wildcards. */
const likePattern = (text: string) => `%${text.replaceAll(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * `q`: the title or the reference contains the text, ignoring case. Written as PostgreSQL runs
 * ILIKE in a UTF-8 database (both sides lower-cased, then LIKE) so that the lower-cased title and
 * reference held by properties_owner_listings_idx are read from its entries rather than worked out
 * for each of an agency's 20,000 listings, and the pattern once rather than once a row (decision
 * 0023). An empty reference (most) cannot contain a text that is not empty. The owner listings
 * words test checks the answers are ILIKE's.
 */
function titleOrReferenceContains(text: string): SQL | undefined {
  const pattern = sql`lower(${likePattern(text)})`;
  return or(sql`lower(${properties.title}) like ${pattern}`, and(ne(properties.reference, ""), sql`lower(${properties.reference}) like ${pattern}`));
}

/**
 * Every word among the owner's listings' keywords, through properties_owner_keywords_idx: the
 * words scoped to the owner's bucket ("7f:villa") read the short lists of the owner's matches
 * (and of the few other owners in the bucket, whom the owner's id removes), where `keywords @>`
 * tested the words on every one of an agency's 20,000 rows (decision 0023). The words are
 * folded search words (letters and digits), so the tokens hold exactly the listing's words.
 */
function ownerHoldsEveryWord(ownerId: string, words: string[]): SQL {
  return sql`${ownerKeywords(properties)} @> listing_keyword_tokens(${sql.param(words)}::text[], ${ownerBucket(sql`${ownerId}::uuid`)})`;
}

// Newest first is written as properties_owner_listings_idx declares it (`desc nulls last`), so it is
// that index's order, with no sort step; the id settles ties, so windows never overlap.
const newestFirst = sql`${properties.createdAt} desc nulls last`;
const ORDER: Record<DashboardSort, SQL[]> = {
  newest: [newestFirst, asc(properties.id)],
  price_asc: [sql`${properties.usdPriceCalculated} asc nulls last`, newestFirst, asc(properties.id)],
  price_desc: [sql`${properties.usdPriceCalculated} desc nulls last`, newestFirst, asc(properties.id)],
  expiry: [sql`${properties.expiresOn} asc nulls last`, newestFirst, asc(properties.id)],
};

const atLeast = (column: Parameters<typeof gte>[0], value: number | undefined) => (value === undefined ? undefined : gte(column, value));
const atMost = (column: Parameters<typeof lte>[0], value: number | undefined) => (value === undefined ? undefined : lte(column, value));

function ownerCondition(ownerId: string, query: OwnerListingsFilters): SQL | undefined {
  const price = query.currency === "LBP" ? properties.lbpPriceCalculated : properties.usdPriceCalculated;
  return and(
    // The owner first: properties_owner_idx bounds every query to their own rows.
    eq(properties.ownerId, ownerId),
    eq(properties.isDeleted, false),
    query.listing_type ? eq(properties.listingType, query.listing_type) : undefined,
    query.q ? titleOrReferenceContains(query.q) : undefined,
    query.status ? eq(properties.status, query.status) : undefined,
    query.plan ? eq(properties.planId, query.plan) : undefined,
    query.visible ? eq(properties.visible, query.visible === "yes") : undefined,
    query.district ? eq(properties.district, query.district) : undefined,
    query.city ? eq(properties.city, query.city) : undefined,
    query.property_type ? eq(properties.propertyType, query.property_type) : undefined,
    query.property_category ? eq(properties.propertyCategory, query.property_category) : undefined,
    query.furnished !== undefined ? eq(properties.furnished, query.furnished) : undefined,
    query.keywords?.length ? ownerHoldsEveryWord(ownerId, query.keywords) : undefined,
    atLeast(price, query.price_min),
    atMost(price, query.price_max),
    atLeast(properties.size, query.size_min),
    atMost(properties.size, query.size_max),
    atLeast(properties.bedroom, query.bedroom_min),
    atMost(properties.bedroom, query.bedroom_max),
    atLeast(properties.bathroom, query.bathroom_min),
    atMost(properties.bathroom, query.bathroom_max),
  );
}

/**
 * SPEC.md §7 "The owner's properties": one page of the owner's own listings
 * (never another user's, never a permanently deleted one) with the total count.
 * The dashboard and the API's `ownerProperties` both read them here.
 */
export async function findOwnerListings(ownerId: string, query: OwnerListingsQuery): Promise<OwnerListingsPage> {
  const where = ownerCondition(ownerId, query);
  const { limit, skip } = "page" in query ? { limit: DASHBOARD_PAGE_SIZE, skip: (query.page - 1) * DASHBOARD_PAGE_SIZE } : query;
  // The window's ids first, from properties_owner_listings_idx's entries alone (filters and sort
  // keys are in it); only its rows are then read, instead of every row of the owner's sorted.
  const window = db()
    .select({ id: properties.id })
    .from(properties)
    .where(where)
    .orderBy(...ORDER[query.sort])
    .limit(limit)
    .offset(skip)
    .as("window");
  const [rows, [total]] = await Promise.all([
    db()
      .select({
        // Only what a row shows: the description and search words would widen every row sorted.
        row: {
          id: properties.id,
          title: properties.title,
          reference: properties.reference,
          listingType: properties.listingType,
          propertyType: properties.propertyType,
          propertyCategory: properties.propertyCategory,
          price: properties.price,
          unit: properties.unit,
          usdPriceCalculated: properties.usdPriceCalculated,
          lbpPriceCalculated: properties.lbpPriceCalculated,
          size: properties.size,
          bedroom: properties.bedroom,
          bathroom: properties.bathroom,
          furnished: properties.furnished,
          district: properties.district,
          city: properties.city,
          createdAt: properties.createdAt,
          status: properties.status,
          flag: properties.flag,
          flagTime: properties.flagTime,
          visible: properties.visible,
          planId: properties.planId,
          boosted: properties.boosted,
          marketDate: properties.marketDate,
          approvedOn: properties.approvedOn,
          takenAt: properties.takenAt,
          expiresOn: properties.expiresOn,
          ...listingTotalsColumns,
          call: properties.call,
          whatsapp: properties.whatsapp,
          messageOwner: properties.messageOwner,
          requestTour: properties.requestTour,
          interested: properties.interested,
        },
        planName: plans.name,
        featuredImageKey: sql<string | null>`(select ${propertyImages.imageKey} from ${propertyImages}
          where ${propertyImages.propertyId} = ${properties.id} and ${propertyImages.position} = 0)`,
        pendingChanges: sql<boolean>`exists (select 1 from ${listingRevisions} where ${listingRevisions.propertyId} = ${properties.id})`,
        rejectionReason: sql<string | null>`case when ${properties.status} = 'Rejected' then (
          select ${propertyStatusHistory.reason} from ${propertyStatusHistory}
          where ${propertyStatusHistory.propertyId} = ${properties.id} and ${propertyStatusHistory.action} = 'reject'
          order by ${propertyStatusHistory.at} desc, ${propertyStatusHistory.id} desc limit 1) end`,
      })
      .from(window)
      .innerJoin(properties, eq(properties.id, window.id))
      .innerJoin(plans, eq(plans.id, properties.planId))
      .leftJoin(listingTotals, eq(listingTotals.propertyId, properties.id))
      .orderBy(...ORDER[query.sort]),
    db().select({ value: count() }).from(properties).where(where),
  ]);
  const totalCount = total?.value ?? 0;
  return {
    total: totalCount,
    page: Math.floor(skip / limit) + 1,
    pageCount: Math.max(1, Math.ceil(totalCount / limit)),
    items: rows.map(({ row, planName, featuredImageKey, rejectionReason, pendingChanges }) => ({
      id: row.id,
      title: row.title,
      reference: row.reference,
      listingType: row.listingType as ListingType,
      propertyType: row.propertyType,
      propertyCategory: row.propertyCategory,
      price: row.price,
      unit: row.unit as Currency,
      usdPrice: row.usdPriceCalculated,
      lbpPrice: row.lbpPriceCalculated,
      size: row.size,
      bedroom: row.bedroom,
      bathroom: row.bathroom,
      furnished: row.furnished,
      district: row.district,
      city: row.city,
      planName,
      createdAt: row.createdAt,
      featuredImageKey,
      rejectionReason,
      pendingChanges,
      state: listingState(row),
      counters: {
        views: row.views,
        impression: row.impression,
        call: row.call,
        whatsapp: row.whatsapp,
        messageOwner: row.messageOwner,
        requestTour: row.requestTour,
        interested: row.interested,
      },
    })),
  };
}
