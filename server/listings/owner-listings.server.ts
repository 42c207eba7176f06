import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { DASHBOARD_PAGE_SIZE, type DashboardQuery } from "../../domain/dashboard.ts";
import type { ListingState } from "../../domain/lifecycle.ts";
import type { Currency, ListingType } from "../../domain/listing.ts";
import { plans, properties, propertyImages, propertyStatusHistory } from "../db/schema.ts";
import { db } from "../runtime.server.ts";
import { listingState } from "./listing-state.server.ts";

export interface OwnerListing {
  id: string;
  title: string;
  reference: string;
  listingType: ListingType;
  price: number;
  unit: Currency;
  size: number;
  planName: string;
  createdAt: Date;
  /** The featured photo's storage key (position 0), if any. */
  featuredImageKey: string | null;
  /** The latest rejection's reason, for a Rejected listing. */
  rejectionReason: string | null;
  state: ListingState;
  counters: { views: number; impression: number; call: number; whatsapp: number; messageOwner: number; requestTour: number; interested: number };
}

export interface OwnerListingsPage {
  items: OwnerListing[];
  total: number;
  page: number;
  pageCount: number;
}

/** `%` and `_` typed by a person are literal characters, not wildcards. */
const likePattern = (text: string) => `%${text.replaceAll(/[\\%_]/g, (c) => `\\${c}`)}%`;

const ORDER: Record<DashboardQuery["sort"], SQL[]> = {
  newest: [desc(properties.createdAt)],
  price_asc: [sql`${properties.usdPriceCalculated} asc nulls last`, desc(properties.createdAt)],
  price_desc: [sql`${properties.usdPriceCalculated} desc nulls last`, desc(properties.createdAt)],
  expiry: [sql`${properties.expiresOn} asc nulls last`, desc(properties.createdAt)],
};

/**
 * SPEC.md §7 "The owner's properties": one page of the owner's own listings
 * (never another user's, never a permanently deleted one) with the total count.
 */
export async function findOwnerListings(ownerId: string, query: DashboardQuery): Promise<OwnerListingsPage> {
  const where = and(
    eq(properties.ownerId, ownerId),
    eq(properties.isDeleted, false),
    query.listing_type ? eq(properties.listingType, query.listing_type) : undefined,
    query.q ? or(ilike(properties.title, likePattern(query.q)), ilike(properties.reference, likePattern(query.q))) : undefined,
    query.status ? eq(properties.status, query.status) : undefined,
    query.plan ? eq(properties.planId, query.plan) : undefined,
    query.visible ? eq(properties.visible, query.visible === "yes") : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db()
      .select({
        row: properties,
        planName: plans.name,
        featuredImageKey: sql<string | null>`(select ${propertyImages.imageKey} from ${propertyImages}
          where ${propertyImages.propertyId} = ${properties.id} and ${propertyImages.position} = 0)`,
        rejectionReason: sql<string | null>`case when ${properties.status} = 'Rejected' then (
          select ${propertyStatusHistory.reason} from ${propertyStatusHistory}
          where ${propertyStatusHistory.propertyId} = ${properties.id} and ${propertyStatusHistory.action} = 'reject'
          order by ${propertyStatusHistory.at} desc, ${propertyStatusHistory.id} desc limit 1) end`,
      })
      .from(properties)
      .innerJoin(plans, eq(plans.id, properties.planId))
      .where(where)
      .orderBy(...ORDER[query.sort], asc(properties.id))
      .limit(DASHBOARD_PAGE_SIZE)
      .offset((query.page - 1) * DASHBOARD_PAGE_SIZE),
    db().select({ value: count() }).from(properties).where(where),
  ]);
  const totalCount = total?.value ?? 0;
  return {
    total: totalCount,
    page: query.page,
    pageCount: Math.max(1, Math.ceil(totalCount / DASHBOARD_PAGE_SIZE)),
    items: rows.map(({ row, planName, featuredImageKey, rejectionReason }) => ({
      id: row.id,
      title: row.title,
      reference: row.reference,
      listingType: row.listingType as ListingType,
      price: row.price,
      unit: row.unit as Currency,
      size: row.size,
      planName,
      createdAt: row.createdAt,
      featuredImageKey,
      rejectionReason,
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
