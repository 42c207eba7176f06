import { and, asc, eq, inArray, isNotNull, ne, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { normaliseListingType } from "../../domain/listing.ts";
import { type ListingReportReason, reasonsByFrequency } from "../../domain/listing-reports.ts";
import type { Locale } from "../../domain/locale.ts";
import { contactsInDescription, FAR_BELOW_PERCENT, type FlaggedListing, type ModerationFlag, repeatedPhotos } from "../../domain/moderation-flags.ts";
import type { Executor } from "../db/client.server.ts";
import { listingReports, properties, propertyImages, publicRow } from "../db/schema.ts";
import { compareListingPrices } from "../market/area-prices.server.ts";
import { findPhotoMatches } from "../media/find-photo-matches.server.ts";

/** What the flags read of a pending listing. */
export interface FlaggedCandidate {
  id: string;
  ownerId: string;
  description: string;
}

/** Titles at least this alike (pg_trgm's similarity, of the lower-cased titles) are "nearly equal". */
export const SAME_TITLE_SIMILARITY = 0.6;

/**
 * Each pending listing's flags (domain/moderation-flags.ts, decision 0067), for a page of the
 * moderation queue in five statements whatever its length: the photos' matches among every
 * listing's photos (and the photos a listing repeats of its own), the owners' live listings a listing may duplicate, the listings they name, the
 * prices against their areas' and the visitors' open reports. Place names in the admin's language.
 */
export async function moderationFlags(
  executor: Executor,
  listings: readonly FlaggedCandidate[],
  locale: Locale,
  now = new Date(),
): Promise<Map<string, ModerationFlag[]>> {
  const flags = new Map<string, ModerationFlag[]>(listings.map((listing) => [listing.id, []]));
  if (listings.length === 0) return flags;
  const ids = listings.map((listing) => listing.id);
  const ownerOf = new Map(listings.map((listing) => [listing.id, listing.ownerId]));

  const photos = await executor
    .select({ propertyId: propertyImages.propertyId, position: propertyImages.position, fingerprint: propertyImages.fingerprint })
    .from(propertyImages)
    .where(and(inArray(propertyImages.propertyId, ids), isNotNull(propertyImages.fingerprint)))
    .orderBy(asc(propertyImages.propertyId), asc(propertyImages.position));
  const matches = await findPhotoMatches(
    executor,
    photos.map((photo) => ({ fingerprint: photo.fingerprint!, propertyId: photo.propertyId })),
  );

  // The same owner's live listings in the same place, of the same listing and property type.
  const other = alias(properties, "other");
  const pending = alias(properties, "pending");
  const twins = await executor
    .select({
      pendingId: pending.id,
      id: other.id,
      sameTitle: sql<boolean>`similarity(lower(${other.title}), lower(${pending.title})) >= ${SAME_TITLE_SIMILARITY}`,
    })
    .from(pending)
    .innerJoin(
      other,
      and(
        eq(other.ownerId, pending.ownerId),
        ne(other.id, pending.id),
        eq(other.listingType, pending.listingType),
        eq(other.propertyType, pending.propertyType),
        or(eq(other.areaId, pending.areaId), and(sql`${pending.areaId} is null`, eq(other.district, pending.district))),
        publicRow(other),
        sql`(${other.expiresOn} is null or ${other.expiresOn} > ${now})`,
      ),
    )
    .where(inArray(pending.id, ids));

  const named = [...new Set([...matches.map((match) => match.propertyId), ...twins.map((twin) => twin.id)])];
  const sources = new Map<string, FlaggedListing>();
  if (named.length) {
    const rows = await executor
      .select({ id: properties.id, title: properties.title, listingType: properties.listingType })
      .from(properties)
      .where(inArray(properties.id, named));
    for (const row of rows) sources.set(row.id, { ...row, listingType: normaliseListingType(row.listingType) });
  }

  // A photo copied from another owner: one flag per photo, naming the closest copy's listing.
  const flagged = new Set<string>();
  for (const match of matches) {
    const photo = photos[match.sought]!;
    const key = `${photo.propertyId}:${photo.position}`;
    if (match.ownerId === ownerOf.get(photo.propertyId) || flagged.has(key)) continue;
    flagged.add(key);
    flags.get(photo.propertyId)!.push({
      kind: "copiedPhoto",
      position: photo.position,
      source: sources.get(match.propertyId)!,
      sourcePosition: match.position,
      distance: match.distance,
    });
  }
  // The listing's own photo twice or more: read with the photos above, compared in memory.
  for (const listing of listings) {
    const own = photos.filter((photo) => photo.propertyId === listing.id).map((photo) => ({ position: photo.position, fingerprint: photo.fingerprint! }));
    flags.get(listing.id)!.push(...repeatedPhotos(own));
  }
  for (const twin of twins) {
    const samePhotos = matches.some((match) => match.propertyId === twin.id && photos[match.sought]!.propertyId === twin.pendingId);
    if (twin.sameTitle || samePhotos)
      flags.get(twin.pendingId)!.push({ kind: "duplicateListing", of: sources.get(twin.id)!, sameTitle: twin.sameTitle, samePhotos });
  }
  for (const listing of listings) {
    const found = contactsInDescription(listing.description);
    if (found.length) flags.get(listing.id)!.push({ kind: "contactInDescription", found });
  }
  const [prices, reports] = await Promise.all([compareListingPrices(ids, locale), openReports(executor, ids)]);
  for (const [id, price] of prices) {
    if (price.direction === "below" && price.percent >= FAR_BELOW_PERCENT)
      flags.get(id)!.push({ kind: "priceFarBelow", percent: price.percent, listings: price.listings, placeName: price.placeName, guidePath: price.guidePath });
  }
  for (const { propertyId, ...report } of reports) flags.get(propertyId)!.push({ kind: "reported", ...report });
  return flags;
}

/** The listings' open reports: how many, their reasons (most reported first) and the newest one. */
async function openReports(executor: Executor, ids: readonly string[]) {
  const rows = await executor
    .select({
      propertyId: listingReports.propertyId,
      reports: sql<number>`count(*)::int`,
      reasons: sql<ListingReportReason[]>`array_agg(${listingReports.reason} order by ${listingReports.reason})`,
      newestReportId: sql<string>`(array_agg(${listingReports.id} order by ${listingReports.createdAt} desc))[1]`,
    })
    .from(listingReports)
    .where(and(inArray(listingReports.propertyId, [...ids]), eq(listingReports.status, "open")))
    .groupBy(listingReports.propertyId);
  return rows.map((row) => ({ ...row, reasons: reasonsByFrequency(row.reasons) }));
}
