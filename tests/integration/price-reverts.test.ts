import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { listPriceChanges } from "../../server/admin/price-changes.server.ts";
import { revertPrice } from "../../server/admin/revert-price.server.ts";
import { createUser } from "../../server/db/factories/users.server.ts";
import { adminAudit, listingPriceHistory, notifications, properties, propertyImages } from "../../server/db/schema.ts";
import { AppError } from "../../server/errors.server.ts";
import { applyListingTransition } from "../../server/listings/apply-transition.server.ts";
import { updateListingForOwner } from "../../server/listings/edit-listing.server.ts";
import { createListingForOwner } from "../../server/listings/save-listing.server.ts";
import { uploadListingImage } from "../../server/media/upload-listing-image.server.ts";
import { db } from "../../server/runtime.server.ts";
import { rentalFlatForm } from "../support/listing-form.ts";
import { photoLike } from "../support/photos.ts";
import { startTestJobsWithOutbox } from "../support/jobs.ts";

// An owner's live price change, moderated afterwards (decision 0076): the admin's list and revert.

await startTestJobsWithOutbox();
const admin = await createUser(db(), { admin: true });

/** A live listing at $1,000 whose owner then asks `prices` in turn, as the editor saves them. */
async function liveListingPriced(...prices: string[]) {
  const owner = await createUser(db());
  const upload = await uploadListingImage(owner.id, await photoLike(3));
  const id = await createListingForOwner(owner.id, await rentalFlatForm(), { photos: [`u:${upload.id}`] });
  await applyListingTransition({ propertyId: id, actor: { kind: "user", userId: admin.id, isAdmin: true }, action: { type: "approve", durationDays: 30 } });
  const [photo] = await db().select().from(propertyImages).where(eq(propertyImages.propertyId, id));
  for (const price of prices) await updateListingForOwner(owner.id, id, await rentalFlatForm({ price }), [`p:${photo!.id}`]);
  const history = await db().select().from(listingPriceHistory).where(eq(listingPriceHistory.propertyId, id)).orderBy(asc(listingPriceHistory.id));
  return { owner, id, changes: history.map((row) => row.id) };
}

const rowOf = async (id: string) => (await db().select().from(properties).where(eq(properties.id, id)))[0]!;
const refusal = (work: Promise<unknown>) => work.then(() => null).catch((error: unknown) => (error instanceof AppError ? error.code : error));
const listed = async (id: string) => (await listPriceChanges(admin.id, 1)).changes.filter((change) => change.propertyId === id);

describe("an admin reverts an owner's live price change", () => {
  it("lists the cut newest first with its owner; the revert puts $1,000 back, ends the mark, and is recorded, audited and told", async () => {
    const { owner, id, changes } = await liveListingPriced("950");
    expect(await listed(id)).toEqual([
      expect.objectContaining({ id: changes[0], oldPrice: 1000, newPrice: 950, oldUnit: "USD", ownerEmail: owner.email, state: "revertable" }),
    ]);
    expect(await rowOf(id)).toMatchObject({ price: 950, previousPrice: 1000 });

    const reason = "The new price looks like a typing mistake.";
    expect(await revertPrice(admin.id, { propertyId: id, changeId: changes[0], reason: `  ${reason} ` })).toEqual({ price: 1000, unit: "USD" });
    // A revert of a cut is not a reduction: the mark ends and the card shows $1,000 alone.
    expect(await rowOf(id)).toMatchObject({
      price: 1000,
      usdPriceCalculated: 1000,
      previousPrice: null,
      priceReducedAt: null,
      status: "Approved",
      visible: true,
    });
    const history = await db().select().from(listingPriceHistory).where(eq(listingPriceHistory.propertyId, id)).orderBy(asc(listingPriceHistory.id));
    expect(history.at(-1)).toMatchObject({ actorId: admin.id, oldPrice: 950, newPrice: 1000, revertsId: changes[0] });
    const [audit] = await db()
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.recordId, id), eq(adminAudit.kind, "price_reverted")));
    expect(audit).toMatchObject({
      kind: "price_reverted",
      adminId: admin.id,
      reason,
      before: { price: 950, unit: "USD" },
      after: { price: 1000, unit: "USD" },
    });
    const [told] = await db().select().from(notifications).where(eq(notifications.userId, owner.id));
    expect(told).toMatchObject({ kind: "price_reverted", propertyId: id, params: { amount: 1000, currency: "USD", reason } });

    // Listed once, now reverted (the admin's own row is not a change to moderate); never twice.
    expect((await listed(id)).map((change) => change.state)).toEqual(["reverted"]);
    expect(await refusal(revertPrice(admin.id, { propertyId: id, changeId: changes[0], reason }))).toBe("price_not_revertable");
    expect(await refusal(revertPrice(admin.id, { propertyId: id, reason }))).toBe("price_not_revertable");
  });

  it("putting back the price a rise replaced marks no reduction", async () => {
    const { id } = await liveListingPriced("1200");
    await revertPrice(admin.id, { propertyId: id, reason: "A bait price." });
    expect(await rowOf(id)).toMatchObject({ price: 1000, previousPrice: null, priceReducedAt: null });
  });

  it("only the listing's latest change: an older one is superseded and refused", async () => {
    const { id, changes } = await liveListingPriced("950", "900");
    expect((await listed(id)).map((change) => [change.id, change.state])).toEqual([
      [changes[1], "revertable"],
      [changes[0], "superseded"],
    ]);
    expect(await refusal(revertPrice(admin.id, { propertyId: id, changeId: changes[0], reason: "x" }))).toBe("price_not_revertable");
    expect((await rowOf(id)).price).toBe(900);
    await revertPrice(admin.id, { propertyId: id, changeId: changes[1], reason: "x" });
    expect(await rowOf(id)).toMatchObject({ price: 950 });
  });

  it("the owner, or any other user, can neither list nor revert; nothing changes", async () => {
    const { owner, id, changes } = await liveListingPriced("950");
    const stranger = await createUser(db());
    for (const user of [owner, stranger]) {
      expect(await refusal(revertPrice(user.id, { propertyId: id, changeId: changes[0], reason: "mine" }))).toBe("forbidden");
      expect(await refusal(listPriceChanges(user.id, 1))).toBe("forbidden");
    }
    expect(await rowOf(id)).toMatchObject({ price: 950, previousPrice: 1000 });
    expect(await db().$count(adminAudit, and(eq(adminAudit.recordId, id), eq(adminAudit.kind, "price_reverted")))).toBe(0);
  });

  it("an empty reason is refused before anything is written", async () => {
    const { id } = await liveListingPriced("950");
    expect(await refusal(revertPrice(admin.id, { propertyId: id, reason: "   " }))).toBe("reason_required");
    expect((await rowOf(id)).price).toBe(950);
  });
});
