import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DAY_MS } from "../../domain/days.ts";
import { createUser } from "../../server/db/factories/users.server.ts";
import { favorites, listingPriceHistory, listingRevisions, notifications, properties, propertyImages, propertyStatusHistory } from "../../server/db/schema.ts";
import { approveListing } from "../../server/admin/approve-listing.server.ts";
import { rejectListing } from "../../server/admin/reject-listing.server.ts";
import { AppError } from "../../server/errors.server.ts";
import { applyListingTransition } from "../../server/listings/apply-transition.server.ts";
import { updateListingForOwner } from "../../server/listings/edit-listing.server.ts";
import { findListingForEditing } from "../../server/listings/find-listing-for-editing.server.ts";
import { createListingForOwner } from "../../server/listings/save-listing.server.ts";
import { discardStaleUploads } from "../../server/media/listing-photos.server.ts";
import { uploadListingImage } from "../../server/media/upload-listing-image.server.ts";
import { db } from "../../server/runtime.server.ts";
import { listModerationQueue } from "../../server/admin/moderation-queue.server.ts";
import { rentalFlatForm } from "../support/listing-form.ts";
import { photoLike } from "../support/photos.ts";
import { deliveredMails, startTestJobsWithOutbox } from "../support/jobs.ts";

const outbox = await startTestJobsWithOutbox();

/** A live listing of a new owner's, approved by an admin, with one photo. */
async function liveListing() {
  const owner = await createUser(db());
  const admin = await createUser(db(), { admin: true });
  const upload = await uploadListingImage(owner.id, await photoLike(1));
  const id = await createListingForOwner(owner.id, await rentalFlatForm(), { photos: [`u:${upload.id}`] });
  await applyListingTransition({ propertyId: id, actor: { kind: "user", userId: admin.id, isAdmin: true }, action: { type: "approve", durationDays: 30 } });
  const [row] = await db().select().from(properties).where(eq(properties.id, id));
  const [photo] = await db().select().from(propertyImages).where(eq(propertyImages.propertyId, id));
  return { owner, admin, id, row: row!, photoRef: `p:${photo!.id}` as const };
}

const listingRow = async (id: string) => (await db().select().from(properties).where(eq(properties.id, id)))[0]!;
const revisionOf = async (id: string) => (await db().select().from(listingRevisions).where(eq(listingRevisions.propertyId, id)))[0];

describe("an edit never takes a live home offline (decision 0076)", () => {
  it("a price cut goes live at once, kept in the price history, with no review", async () => {
    const { owner, id, photoRef } = await liveListing();
    const outcome = await updateListingForOwner(owner.id, id, await rentalFlatForm({ price: "950" }), [photoRef]);
    expect(outcome).toEqual({ inReview: false, live: true, priceReduced: true });
    expect(await listingRow(id)).toMatchObject({ status: "Approved", visible: true, flag: null, price: 950, previousPrice: 1000, usdPriceCalculated: 950 });
    expect(await db().select().from(listingPriceHistory).where(eq(listingPriceHistory.propertyId, id))).toMatchObject([{ oldPrice: 1000, newPrice: 950 }]);
    expect(await revisionOf(id)).toBeUndefined();
  });

  it("other changes wait for review while the approved version stays public; approval applies them and keeps the expiry", async () => {
    const { owner, admin, id, row, photoRef } = await liveListing();
    const added = await uploadListingImage(owner.id, await photoLike(2));
    await updateListingForOwner(owner.id, id, await rentalFlatForm({ title: "Sunny flat, new kitchen", description: "Renovated in 2026.", price: "900" }), [
      photoRef,
      `u:${added.id}`,
    ]);
    const waiting = await listingRow(id);
    expect(waiting).toMatchObject({ title: row.title, description: row.description, price: 900, status: "Pending Approval", flag: "Edit", visible: true });
    expect(await db().select().from(propertyImages).where(eq(propertyImages.propertyId, id))).toHaveLength(1);

    // The owner edits their latest version; the admin sees what changed.
    const editing = await findListingForEditing(owner.id, id);
    expect(editing).toMatchObject({ values: { title: "Sunny flat, new kitchen", price: "900" }, pendingChanges: true });
    expect(editing!.photos.map((photo) => photo.ref)).toEqual([photoRef, `u:${added.id}`]);
    const queue = await listModerationQueue(admin.id, 1, "en");
    const card = queue.listings.find((listing) => listing.id === id)!;
    expect(card.changes).toMatchObject({
      fields: [
        { field: "title", before: row.title, after: "Sunny flat, new kitchen" },
        { field: "description", after: "Renovated in 2026." },
      ],
      photosAdded: [expect.stringContaining("/media/")],
      photosRemoved: [],
    });

    // Uploads kept for the review outlive the day after which unsaved uploads go.
    await discardStaleUploads(new Date(Date.now() + 2 * DAY_MS));
    await approveListing(admin.id, id);
    expect(await listingRow(id)).toMatchObject({
      title: "Sunny flat, new kitchen",
      description: "Renovated in 2026.",
      price: 900,
      status: "Approved",
      flag: null,
      visible: true,
      expiresOn: row.expiresOn,
    });
    expect(await db().select().from(propertyImages).where(eq(propertyImages.propertyId, id)).orderBy(asc(propertyImages.position))).toHaveLength(2);
    expect(await revisionOf(id)).toBeUndefined();
  });

  it("editing back to the approved version withdraws the waiting changes", async () => {
    const { owner, id, photoRef } = await liveListing();
    await updateListingForOwner(owner.id, id, await rentalFlatForm({ title: "A title to think over" }), [photoRef]);
    expect(await listingRow(id)).toMatchObject({ status: "Pending Approval", flag: "Edit" });
    await updateListingForOwner(owner.id, id, await rentalFlatForm(), [photoRef]);
    expect(await listingRow(id)).toMatchObject({ status: "Approved", flag: null, visible: true });
    expect(await revisionOf(id)).toBeUndefined();
    const actions = await db().select({ action: propertyStatusHistory.action }).from(propertyStatusHistory).where(eq(propertyStatusHistory.propertyId, id));
    expect(actions.map((row) => row.action)).toEqual(["create", "approve", "edit", "withdrawChanges"]);
  });

  it("refused changes leave the listing live as approved, and its owner is told so", async () => {
    const { owner, admin, id, row, photoRef } = await liveListing();
    await updateListingForOwner(owner.id, id, await rentalFlatForm({ title: "Call 03 123 456 now" }), [photoRef]);
    await rejectListing(admin.id, id, "No phone numbers in titles");
    expect(await listingRow(id)).toMatchObject({ title: row.title, status: "Approved", visible: true, expiresOn: row.expiresOn });
    expect(await revisionOf(id)).toBeUndefined();
    const [told] = await db().select().from(notifications).where(eq(notifications.userId, owner.id));
    expect(told).toMatchObject({ kind: "listing_changes_rejected", link: `/editlisting/${id}` });
  });

  it("a listing not live takes the edit at once and waits unseen, as before", async () => {
    const owner = await createUser(db());
    const id = await createListingForOwner(owner.id, await rentalFlatForm());
    await updateListingForOwner(owner.id, id, await rentalFlatForm({ title: "Sunny flat, new kitchen" }), []);
    expect(await listingRow(id)).toMatchObject({ title: "Sunny flat, new kitchen", status: "Pending Approval", flag: "New", visible: false });
    expect(await revisionOf(id)).toBeUndefined();
  });

  it("nobody but the owner edits, and another's upload is refused without a change", async () => {
    const { owner, id, photoRef } = await liveListing();
    const other = await createUser(db());
    await expect(updateListingForOwner(other.id, id, await rentalFlatForm({ price: "1" }), [photoRef])).rejects.toEqual(new AppError("not_found"));
    const theirs = await uploadListingImage(other.id, await photoLike(3));
    await expect(updateListingForOwner(owner.id, id, await rentalFlatForm({ price: "800", title: "Borrowed photo" }), [`u:${theirs.id}`])).rejects.toEqual(
      new AppError("photo_not_found"),
    );
    expect(await listingRow(id)).toMatchObject({ price: 1000, status: "Approved" });
  });

  it("a price cut tells whoever saved the home, in their feed", async () => {
    const { owner, id, photoRef } = await liveListing();
    const saver = await createUser(db());
    await db().insert(favorites).values({ userId: saver.id, propertyId: id });
    await updateListingForOwner(owner.id, id, await rentalFlatForm({ price: "850" }), [photoRef]);
    // The job the edit queued tells them, in their feed and by mail.
    await expect
      .poll(async () => (await deliveredMails(outbox)).filter((mail) => mail.includes(saver.email) && mail.includes("A home you saved is cheaper")), {
        timeout: 20_000,
      })
      .toHaveLength(1);
    const told = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, saver.id), eq(notifications.kind, "price_reduced")));
    expect(told).toMatchObject([{ propertyId: id, params: { amount: 850, currency: "USD" } }]);
    // The owner hears nothing of their own cut.
    expect(await db().select().from(notifications).where(eq(notifications.userId, owner.id))).toHaveLength(0);
  });
});
