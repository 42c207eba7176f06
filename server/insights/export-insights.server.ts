import { and, asc, count, eq, sql } from "drizzle-orm";
import { EXPORT_COLUMNS, INSIGHTS_EXPORT_MAX, insightsCsv } from "../../domain/insights.ts";
import type { ListingType } from "../../domain/listing.ts";
import type { Locale } from "../../domain/locale.ts";
import { favorites, listingTotals, plans, properties } from "../db/schema.ts";
import { listingTotalsColumns } from "../listings/listing-totals.server.ts";
import { AppError } from "../errors.server.ts";
import { beirutDay } from "../../domain/beirut-clock.ts";
import { catalogTranslator } from "../i18n/translate.server.ts";
import { db, runtime } from "../runtime.server.ts";
import { beirutZone } from "../db/beirut-zone.server.ts";

/** The export's statements give up after this long rather than hold a connection. */
const EXPORT_TIMEOUT = "10s";

/**
 * The owner's listings (all, or one listing type) with their counters, as CSV (SPEC.md §9). When
 * it cannot be produced, `insights_export_failed` ('Cannot Generate Listings Insights Data'):
 * more listings than the export holds (a file cut at 5,000 would silently miss some), or the
 * database refusing or timing out (decision 0027).
 */
export async function exportInsights(ownerId: string, locale: Locale, listingType?: ListingType): Promise<string> {
  const scope = and(eq(properties.ownerId, ownerId), eq(properties.isDeleted, false), listingType ? eq(properties.listingType, listingType) : undefined);
  try {
    const rows = await db().transaction(async (tx) => {
      await tx.execute(sql.raw(`set local statement_timeout = '${EXPORT_TIMEOUT}'`));
      const [total] = await tx.select({ n: count() }).from(properties).where(scope);
      if ((total?.n ?? 0) > INSIGHTS_EXPORT_MAX) throw new AppError("insights_export_failed", `more than ${INSIGHTS_EXPORT_MAX} listings`);
      return tx
        .select({
          id: properties.id,
          reference: properties.reference,
          title: properties.title,
          listingType: properties.listingType,
          status: properties.status,
          district: properties.district,
          since: sql<string>`to_char(${properties.createdAt} at time zone ${beirutZone}, 'YYYY-MM-DD')`,
          plan: plans.name,
          price: properties.price,
          currency: properties.unit,
          favourites: sql<number>`(select count(*) from ${favorites} where ${favorites.propertyId} = ${properties.id})`.mapWith(Number),
          ...listingTotalsColumns,
          interested: properties.interested,
          whatsapp: properties.whatsapp,
          call: properties.call,
          messageOwner: properties.messageOwner,
          requestTour: properties.requestTour,
        })
        .from(properties)
        .leftJoin(listingTotals, eq(listingTotals.propertyId, properties.id))
        .innerJoin(plans, eq(plans.id, properties.planId))
        .where(scope)
        .orderBy(asc(properties.createdAt), asc(properties.id));
    });
    const today = beirutDay(new Date());
    const fields = EXPORT_COLUMNS.map((column) => catalogTranslator(locale)(`insights.csv.${column}`));
    return insightsCsv(
      { fields },
      rows.map(({ impression, views, interested, whatsapp, call, messageOwner, requestTour, since, ...row }) => ({
        ...row,
        period: `${since} – ${today}`,
        counts: { impression, views, interested, whatsapp, call, messageOwner, requestTour },
      })),
    );
  } catch (error) {
    if (error instanceof AppError) throw error;
    runtime().logger.warn({ err: error }, "insights export failed");
    throw new AppError("insights_export_failed");
  }
}
