import { eq } from "drizzle-orm";
import { isPublic, isWaitingEdit, type ListingState } from "../../domain/lifecycle.ts";
import type { ListingFormInput } from "../../domain/listing-form.ts";
import { liveFieldsChanged, needsReview, reviewedChanges } from "../../domain/listing-revisions.ts";
import { priceMarkAfterEdit } from "../../domain/price-history.ts";
import type { Transaction } from "../db/client.server.ts";
import { listingPriceHistory, properties } from "../db/schema.ts";
import { AppError } from "../errors.server.ts";
import { enqueue } from "../jobs/define-job.server.ts";
import { ownPhotos, type PhotoRef, replaceListingPhotos } from "../media/listing-photos.server.ts";
import { inListingTransaction, lockListingFor, type TransitionInput } from "./apply-transition.server.ts";
import { derivedColumns, liveColumns } from "./derived-columns.server.ts";
import { listingState } from "./listing-state.server.ts";
import { storeQualityScores } from "./listing-quality.server.ts";
import { dropRevision, fieldsOfRow, photoRefsOf, saveRevision } from "./listing-revisions.server.ts";
import { priceReducedAlertsJob } from "./price-reduced-alerts.job.server.ts";

type ListingRow = typeof properties.$inferSelect;
type Apply = (input: TransitionInput) => Promise<ListingState>;

const ownerOf = (ownerId: string) => ({ kind: "user", userId: ownerId, isAdmin: false }) as const;

/** What an edit did, for the owner's confirmation and the alerts. */
export interface EditOutcome {
  /** The changes wait for review (the listing is live meanwhile when `live`). */
  inReview: boolean;
  /** The listing was public when edited, and still is. */
  live: boolean;
  /** The price went down on a live listing: those who saved it hear of it. */
  priceReduced: boolean;
}

/**
 * Writes the row's new fields (all of them, or only the live ones) and, when the price moved, its
 * mark and history (decision 0035).
 */
async function writeFields(tx: Transaction, row: ListingRow, input: ListingFormInput, only: "all" | "live", actorId: string, now: Date) {
  const priceMark = priceMarkAfterEdit(row, input, now);
  const columns = only === "all" ? await derivedColumns(tx, input) : await liveColumns(tx, input);
  await tx
    .update(properties)
    .set({ ...columns, ...priceMark })
    .where(eq(properties.id, row.id));
  if (priceMark) {
    await tx
      .insert(listingPriceHistory)
      .values({ propertyId: row.id, actorId, oldPrice: row.price, oldUnit: row.unit, newPrice: input.price, newUnit: input.unit, changedAt: now });
  }
  return priceMark?.priceReducedAt != null;
}

/**
 * An edit of a live listing (decision 0076): price, currency, terms and availability go live at
 * once; the rest waits for review as a revision while the approved version stays public. Editing
 * back to the approved version withdraws the waiting changes.
 */
async function editLiveListing(
  tx: Transaction,
  apply: Apply,
  row: ListingRow,
  input: ListingFormInput,
  photos: readonly PhotoRef[],
  now: Date,
): Promise<EditOutcome> {
  const actor = ownerOf(row.ownerId);
  await ownPhotos(tx, { propertyId: row.id, ownerId: row.ownerId, photos });
  const approved = fieldsOfRow(row);
  const changes = reviewedChanges(approved, await photoRefsOf(tx, row.id), input, photos);
  const priceReduced = liveFieldsChanged(approved, input) ? await writeFields(tx, row, input, "live", row.ownerId, now) : false;
  if (needsReview(changes)) {
    await saveRevision(tx, { propertyId: row.id, ownerId: row.ownerId, input, photos, now });
    await apply({ propertyId: row.id, actor, action: { type: "edit" }, now });
  } else if ((await dropRevision(tx, row.id)) && isWaitingEdit(listingState(row))) {
    await apply({ propertyId: row.id, actor, action: { type: "withdrawChanges" }, now });
  }
  if (priceReduced) await storeQualityScores(tx, [row.id]);
  return { inReview: needsReview(changes), live: true, priceReduced };
}

/**
 * SPEC.md §4 "Edit". A live listing stays public (above); any other (new, rejected, expired,
 * hidden) takes the owner's changes and photos at once and goes back to Pending Approval. Photos
 * dropped from the listing leave storage once the edit is saved.
 */
export async function updateListingForOwner(
  ownerId: string,
  propertyId: string,
  input: ListingFormInput,
  photos: readonly PhotoRef[],
  now = new Date(),
): Promise<EditOutcome> {
  const actor = ownerOf(ownerId);
  const outcome = await inListingTransaction(async (tx, apply, removeAfterCommit) => {
    const row = await lockListingFor(tx, { propertyId, actor, action: { type: "edit" } });
    // A listing gone from the owner's own lists (their account closed) is not theirs to edit either.
    if (row.isDeleted) throw new AppError("not_found");
    if (isPublic({ ...listingState(row), isDeleted: row.isDeleted }, now)) return editLiveListing(tx, apply, row, input, photos, now);
    await apply({ propertyId, actor, action: { type: "edit" }, now });
    await writeFields(tx, row, input, "all", ownerId, now);
    // Nothing approved is left to protect: the owner's latest version is the listing.
    await dropRevision(tx, propertyId);
    removeAfterCommit(await replaceListingPhotos(tx, { propertyId, ownerId, photos }));
    await storeQualityScores(tx, [propertyId]);
    return { inReview: true, live: false, priceReduced: false };
  });
  if (outcome.priceReduced) await enqueue(priceReducedAlertsJob, { propertyId });
  return outcome;
}
