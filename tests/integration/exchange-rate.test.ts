import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createListing } from "../../server/db/factories/listings.server.ts";
import { createUser } from "../../server/db/factories/users.server.ts";
import { properties } from "../../server/db/schema.ts";
import { outboxTransport } from "../../server/mail/transport.server.ts";
import { setExchangeRateAsAdmin } from "../../server/admin/set-exchange-rate.server.ts";
import { currentLbpPerUsd } from "../../server/money/exchange-rate.server.ts";
import { db } from "../../server/runtime.server.ts";
import { startTestJobs } from "../support/jobs.ts";

await startTestJobs(outboxTransport(`/tmp/beitna-rate-outbox-${Date.now()}`, "Beitna <no-reply@beitna.test>"));

describe("exchange rate", () => {
  it("a new rate recomputes every listing's calculated prices in the background", async () => {
    const owner = await createUser(db());
    const admin = await createUser(db(), { admin: true });
    const dollars = await createListing(db(), { ownerId: owner.id, price: 1000 });
    const [lira] = await db()
      .insert(properties)
      .values({ ownerId: owner.id, title: "Shop in Zalka", propertyType: "Shop", unit: "LBP", price: 180_000_000, size: 50 })
      .returning();
    expect(await currentLbpPerUsd()).toBe(89_500);

    await setExchangeRateAsAdmin(admin.id, 90_000);
    expect(await currentLbpPerUsd()).toBe(90_000);
    const prices = async (id: string) =>
      (await db().select({ usd: properties.usdPriceCalculated, lbp: properties.lbpPriceCalculated }).from(properties).where(eq(properties.id, id)))[0];
    await expect.poll(() => prices(dollars.id), { timeout: 15_000 }).toEqual({ usd: 1000, lbp: 90_000_000 });
    await expect.poll(() => prices(lira!.id), { timeout: 15_000 }).toEqual({ usd: 2000, lbp: 180_000_000 });
  });

  it("refuses a rate that is not a positive number", async () => {
    const admin = await createUser(db(), { admin: true });
    await expect(setExchangeRateAsAdmin(admin.id, 0)).rejects.toThrow(RangeError);
  });
});
