import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import { MODERATION_PAGE_SIZE } from "../../domain/admin.ts";
import { imageUrl } from "../../domain/images.ts";
import { type Currency, type ListingType, normaliseListingType } from "../../domain/listing.ts";
import type { Locale } from "../../domain/locale.ts";
import type { ModerationFlag } from "../../domain/moderation-flags.ts";
import { plans, properties, propertyImages, users } from "../db/schema.ts";
import { db, runtime } from "../runtime.server.ts";
import { moderationFlags } from "./moderation-flags.server.ts";
import { requireAdmin } from "./require-admin.server.ts";
import { waitingChanges } from "./waiting-changes.server.ts";
import type { WaitingChangesView } from "../../domain/listing-revisions.ts";

export interface PendingListing {
  id: string;
  title: string;
  listingType: ListingType;
  price: number;
  unit: Currency;
  city: string;
  district: string;
  planName: string;
  flag: string | null;
  submittedAt: string | null;
  ownerName: string;
  ownerEmail: string;
  photoUrl: string | null;
  /** Every photo in order, small (the admin's thumbnails) and large (opened to judge it). */
  photos: { url: string; largeUrl: string }[];
  /** What the admin should look at before deciding: copied photos, a duplicate, contact details, a bait price, visitors' reports (never a refusal). */
  warnings: ModerationFlag[];
  /** A live listing's changes waiting for review, field by field (decision 0076); null for a listing not live. */
  changes: WaitingChangesView | null;
}

// Written as the partial index's own predicate, so the planner uses it.
const PENDING = and(eq(properties.status, "Pending Approval"), sql`not ${properties.isDeleted}`);

/**
 * The moderation queue: listings waiting for approval, oldest first
 * (served by properties_pending_idx), one page at a time, each with its flags.
 */
export async function listModerationQueue(adminId: string, page: number, locale: Locale): Promise<{ listings: PendingListing[]; total: number }> {
  await requireAdmin(db(), adminId);
  const cdnBase = runtime().env.MEDIA_CDN_URL;
  const [rows, [counted]] = await Promise.all([
    db()
      .select({
        id: properties.id,
        title: properties.title,
        listingType: properties.listingType,
        price: properties.price,
        unit: properties.unit,
        city: properties.city,
        district: properties.district,
        planName: plans.name,
        flag: properties.flag,
        flagTime: properties.flagTime,
        ownerName: users.name,
        ownerEmail: users.email,
        photoKey: properties.featuredPhotoKey,
        ownerId: properties.ownerId,
        description: properties.description,
      })
      .from(properties)
      .innerJoin(users, eq(users.id, properties.ownerId))
      .innerJoin(plans, eq(plans.id, properties.planId))
      .where(PENDING)
      // Rows without a flag time (never expected) come last; the id keeps pages stable.
      .orderBy(sql`${properties.flagTime} asc nulls last`, asc(properties.id))
      .limit(MODERATION_PAGE_SIZE)
      .offset((page - 1) * MODERATION_PAGE_SIZE),
    db().select({ total: count() }).from(properties).where(PENDING),
  ]);
  const ids = rows.map((row) => row.id);
  const [warnings, changes, photos] = await Promise.all([
    moderationFlags(db(), rows, locale),
    waitingChanges(db(), ids, cdnBase),
    ids.length
      ? db()
          .select({ propertyId: propertyImages.propertyId, key: propertyImages.imageKey, lowKey: propertyImages.imageLowKey })
          .from(propertyImages)
          .where(inArray(propertyImages.propertyId, ids))
          .orderBy(asc(propertyImages.propertyId), asc(propertyImages.position))
      : [],
  ]);
  return {
    total: counted?.total ?? 0,
    listings: rows.map(({ photoKey, flagTime, ownerId: _ownerId, description: _description, ...row }) => ({
      ...row,
      warnings: warnings.get(row.id) ?? [],
      changes: changes.get(row.id) ?? null,
      photos: photos
        .filter((photo) => photo.propertyId === row.id)
        .map((photo) => ({ url: imageUrl(photo.lowKey, { cdnBase }), largeUrl: imageUrl(photo.key, { cdnBase }) })),
      listingType: normaliseListingType(row.listingType),
      unit: row.unit as Currency,
      submittedAt: flagTime?.toISOString() ?? null,
      photoUrl: photoKey ? imageUrl(photoKey, { cdnBase, size: "low" }) : null,
    })),
  };
}
