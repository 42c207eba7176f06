import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createUser } from "../../server/db/factories/users.server.ts";
import { creditLedger, properties, propertyStatusHistory } from "../../server/db/schema.ts";
import { AppError } from "../../server/errors.server.ts";
import { createListingForOwner } from "../../server/listings/save-listing.server.ts";
import { updateListingForOwner } from "../../server/listings/edit-listing.server.ts";
import { applyListingTransition } from "../../server/listings/apply-transition.server.ts";
import { db } from "../../server/runtime.server.ts";
import { achrafieh, rentalFlatForm } from "../support/listing-form.ts";

describe("saving a listing", () => {
  it("creates it Pending Approval with Flag New, both prices, keywords and the area's place", async () => {
    const owner = await createUser(db());
    await db().insert(creditLedger).values({ userId: owner.id, amountCents: 2_000, kind: "adjustment" });
    const id = await createListingForOwner(owner.id, await rentalFlatForm({ planId: "gold" }), { payment: { kind: "credits" } });
    const [row] = await db().select().from(properties).where(eq(properties.id, id));
    const area = await achrafieh();
    expect(row).toMatchObject({
      status: "Pending Approval",
      flag: "New",
      visible: false,
      planId: "gold",
      priority: 2,
      district: "Beirut",
      city: "Achrafieh",
      latitude: area.latitude,
      usdPriceCalculated: 1000,
      lbpPriceCalculated: 89_500_000,
    });
    expect(row!.keywords).toEqual(expect.arrayContaining(["sunny", "flat", "sassine", "achrafieh", "beirut"]));
    expect((await db().select().from(propertyStatusHistory).where(eq(propertyStatusHistory.propertyId, id))).map((h) => h.action)).toEqual(["create"]);
  });

  it("a new listing on a paid plan is paid for, or not saved at all", async () => {
    const owner = await createUser(db());
    await expect(createListingForOwner(owner.id, await rentalFlatForm({ planId: "gold" }))).rejects.toEqual(new AppError("payment_required"));
    await expect(createListingForOwner(owner.id, await rentalFlatForm({ planId: "platinum" }), { payment: { kind: "credits" } })).rejects.toEqual(
      new AppError("insufficient_credits"),
    );
    expect(await db().select().from(properties).where(eq(properties.ownerId, owner.id))).toHaveLength(0);

    await db().insert(creditLedger).values({ userId: owner.id, amountCents: 4_000, kind: "adjustment" });
    const id = await createListingForOwner(owner.id, await rentalFlatForm({ planId: "platinum" }), { payment: { kind: "credits" } });
    const spent = await db()
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, owner.id), eq(creditLedger.kind, "spend")));
    expect(spent).toMatchObject([{ amountCents: -3_500, propertyId: id }]);
  });

  it("an edit of an approved listing waits for review with Flag Edit, the approved version live; nobody else can edit it", async () => {
    const owner = await createUser(db());
    const admin = await createUser(db(), { admin: true });
    const other = await createUser(db());
    const id = await createListingForOwner(owner.id, await rentalFlatForm());
    await applyListingTransition({ propertyId: id, actor: { kind: "user", userId: admin.id, isAdmin: true }, action: { type: "approve", durationDays: 30 } });

    await expect(updateListingForOwner(other.id, id, await rentalFlatForm({ title: "Hijacked listing" }), [])).rejects.toBeInstanceOf(AppError);
    await updateListingForOwner(owner.id, id, await rentalFlatForm({ title: "Sunny flat, new kitchen", unit: "LBP", price: "179000000" }), []);
    const [row] = await db().select().from(properties).where(eq(properties.id, id));
    // The price is live at once; the new title waits for the review (decision 0076).
    expect(row).toMatchObject({ title: "Sunny flat near Sassine", status: "Pending Approval", flag: "Edit", visible: true, usdPriceCalculated: 2000 });
    expect(
      (await db().select().from(propertyStatusHistory).where(eq(propertyStatusHistory.propertyId, id)).orderBy(asc(propertyStatusHistory.id))).map(
        (h) => h.action,
      ),
    ).toEqual(["create", "approve", "edit"]);
  });
});
