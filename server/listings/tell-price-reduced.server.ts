import { and, eq, isNull, ne, sql } from "drizzle-orm";
import type { Currency } from "../../domain/listing.ts";
import { listingPath } from "../../domain/listing-url.ts";
import { isLocale } from "../../domain/locale.ts";
import { formatMoney } from "../../domain/money.ts";
import { favorites, properties, savedSearchMatches, users } from "../db/schema.ts";
import { publicUrl } from "../env.server.ts";
import { notify } from "../notifications/notifications.server.ts";
import { notifyByMail } from "../notifications/notify-by-mail.server.ts";
import { db, runtime } from "../runtime.server.ts";
import { enqueue } from "../jobs/define-job.server.ts";
import { savedSearchAlertsJob } from "../saved-searches/saved-search-alerts.job.server.ts";
import { publicListing } from "../search/public-listing.server.ts";

/**
 * A live listing's price went down (decision 0076): whoever saved it hears of it in their feed and
 * by mail as they chose for saved homes and searches; the saved searches it matches send it again,
 * even those that already sent it, each by its own alert frequency.
 */
export async function tellPriceReduced(propertyId: string, now = new Date()): Promise<number> {
  const [listing] = await db()
    .select({
      id: properties.id,
      title: properties.title,
      listingType: properties.listingType,
      price: properties.price,
      unit: properties.unit,
      ownerId: properties.ownerId,
    })
    .from(properties)
    .where(and(eq(properties.id, propertyId), publicListing(now), sql`${properties.priceReducedAt} is not null`));
  if (!listing) return 0;
  const savers = await db()
    .select({ id: users.id, email: users.email, firstName: users.firstName, locale: users.locale })
    .from(favorites)
    .innerJoin(users, and(eq(users.id, favorites.userId), isNull(users.deletedAt)))
    .where(and(eq(favorites.propertyId, propertyId), ne(favorites.userId, listing.ownerId)));
  const link = listingPath(listing);
  const params = { amount: listing.price, currency: listing.unit as Currency };
  await db().transaction(async (tx) => {
    for (const saver of savers) await notify(tx, { userId: saver.id, kind: "price_reduced", subjectId: propertyId, propertyId, link, params });
    // Sent before: matched again below, so the alert tells of the new price.
    await tx.delete(savedSearchMatches).where(and(eq(savedSearchMatches.propertyId, propertyId), sql`${savedSearchMatches.sentAt} is not null`));
  });
  const base = publicUrl(runtime().env);
  for (const saver of savers) {
    const locale = isLocale(saver.locale) ? saver.locale : "en";
    const amountText = formatMoney(listing.price, listing.unit as Currency, locale);
    await notifyByMail({
      userId: saver.id,
      kind: "savedSearchAlerts",
      mail: { to: saver.email, locale, kind: "price-reduced", data: { name: saver.firstName, url: `${base}${link}`, listingTitle: listing.title, amountText } },
      digestLine: `${listing.title} · ${amountText} · ${base}${link}`,
    });
  }
  // Matched and sent by the saved searches' own job, as an approval's are.
  await enqueue(savedSearchAlertsJob, { propertyIds: [propertyId] });
  return savers.length;
}
