import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { isolate } from "../../domain/bidi.ts";
import type { MessageKey } from "../../domain/i18n/i18n.ts";
import { joinList } from "../../domain/intl.ts";
import { type ListingReportReason, reasonsByFrequency } from "../../domain/listing-reports.ts";
import { isLocale, type Locale } from "../../domain/locale.ts";
import { ADMIN_ROLE } from "../admin/require-admin.server.ts";
import { listingReports, properties, userRoles, users } from "../db/schema.ts";
import { publicUrl } from "../env.server.ts";
import { catalogI18n } from "../i18n/translate.server.ts";
import { queueMail } from "../mail/queue-mail.server.ts";
import { db, runtime } from "../runtime.server.ts";

/** A digest names at most this many listings (the rest are in the reports queue it links to). */
const DIGEST_LISTINGS = 50;

interface ReportedListing {
  title: string;
  reasons: ListingReportReason[];
}

/**
 * The admins' daily digest of visitors' reports (issue 30): every report made since the last digest,
 * grouped by listing, in one mail to each admin in their language, linking the reports queue. The
 * reports are taken (`digested_at`) in one transaction and the mails queued after it commits: a
 * report is mailed at most once, and a day without reports sends nothing. Answers how many reports
 * it took.
 */
export async function sendReportsDigest(now = new Date()): Promise<number> {
  const taken = await db().transaction(async (tx) =>
    tx
      .update(listingReports)
      .set({ digestedAt: now })
      .where(inArray(listingReports.id, sql`(select id from ${listingReports} where ${listingReports.digestedAt} is null for update skip locked)`))
      .returning({ propertyId: listingReports.propertyId, reason: listingReports.reason, createdAt: listingReports.createdAt }),
  );
  if (taken.length === 0) return 0;
  const listings = await reportedListings(taken);
  const admins = await db()
    .select({ email: users.email, firstName: users.firstName, locale: users.locale })
    .from(users)
    .innerJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.role, ADMIN_ROLE)))
    .where(isNull(users.deletedAt))
    .orderBy(asc(users.email));
  const url = `${publicUrl(runtime().env)}/admin/reports`;
  for (const admin of admins) {
    const locale: Locale = isLocale(admin.locale) ? admin.locale : "en";
    await queueMail({
      to: admin.email,
      kind: "reports-digest",
      locale,
      data: { name: admin.firstName, url, items: listings.slice(0, DIGEST_LISTINGS).map((listing) => digestLine(listing, locale)) },
    });
  }
  return taken.length;
}

/** The reported listings, the most reported first, each reason once (the most frequent first). */
async function reportedListings(taken: ReadonlyArray<{ propertyId: string; reason: string; createdAt: Date }>): Promise<ReportedListing[]> {
  const reasonsOf = new Map<string, ListingReportReason[]>();
  for (const report of taken) reasonsOf.set(report.propertyId, [...(reasonsOf.get(report.propertyId) ?? []), report.reason as ListingReportReason]);
  const rows = await db()
    .select({ id: properties.id, title: properties.title })
    .from(properties)
    .where(inArray(properties.id, [...reasonsOf.keys()]));
  return rows
    .map((row) => ({ title: row.title, reasons: reasonsOf.get(row.id)! }))
    .sort((a, b) => b.reasons.length - a.reasons.length || a.title.localeCompare(b.title));
}

/** "“Sunny flat in Hamra”: Fraud or scam, Wrong price (3 reports)", in the admin's language. */
function digestLine(listing: ReportedListing, locale: Locale): string {
  const { t } = catalogI18n(locale);
  const reasons = reasonsByFrequency(listing.reasons).map((reason) => t(`cards.report.reasons.${reason}` as MessageKey));
  return t("mail.reports-digest.line" as MessageKey, { title: isolate(listing.title), reasons: joinList(reasons, locale), count: listing.reasons.length });
}
