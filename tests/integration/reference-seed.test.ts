import { asc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { seedReferenceData } from "../../server/db/seed/reference.server.ts";
import { areas, countries, exchangeRates, plans, roles } from "../../server/db/schema.ts";
import { db } from "../../server/runtime.server.ts";

describe("reference seed", () => {
  it("lists about 240 countries, Lebanon first with +961, each with a flag by ISO code", async () => {
    const rows = await db().select().from(countries).orderBy(asc(countries.position));
    expect(rows.length).toBeGreaterThanOrEqual(230);
    expect(rows.length).toBeLessThanOrEqual(260);
    expect(rows[0]).toMatchObject({ iso: "LB", name: "Lebanon", nameAr: "لبنان", nameFr: "Liban", dialCode: "+961" });
    const rest = rows.slice(1).map((row) => row.name);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, "en")));
    expect(rows.find((row) => row.iso === "FR")?.dialCode).toBe("+33");
  });

  it("covers every district of Lebanon with at least 300 areas, sorted by District then Area", async () => {
    const rows = await db().select().from(areas).orderBy(asc(areas.district), asc(areas.area));
    expect(rows.length).toBeGreaterThanOrEqual(300);
    const districts = new Set(rows.map((row) => row.district));
    expect(districts.size).toBe(26);
    for (const district of ["Beirut", "Metn", "Keserwan", "Baabda", "Tripoli", "Akkar", "Zahle", "Tyre", "Hermel"]) {
      expect(districts.has(district), district).toBe(true);
    }
    for (const row of rows) {
      expect(row.latitude).toBeGreaterThan(33.0);
      expect(row.latitude).toBeLessThan(34.75);
      expect(row.longitude).toBeGreaterThan(35.05);
      expect(row.longitude).toBeLessThan(36.7);
    }
    expect(rows.find((row) => row.area === "Achrafieh")).toMatchObject({ district: "Beirut", areaAr: "الأشرفية" });
  });

  it("has the three plans, the roles and the default exchange rate", async () => {
    expect((await db().select().from(plans).orderBy(asc(plans.searchPriority))).map((plan) => [plan.name, plan.searchPriority, plan.durationDays])).toEqual([
      ["Beitna Free", 1, 30],
      ["Beitna Gold", 2, 30],
      ["Beitna Platinum", 3, 30],
    ]);
    expect((await db().select().from(roles)).map((role) => role.name).sort()).toEqual(["Admin", "User"]);
    expect((await db().select().from(exchangeRates)).map((rate) => rate.lbpPerUsd)).toEqual([89_500]);
  });

  it("is idempotent and keeps what admins edited", async () => {
    await db().update(plans).set({ rentalPriceUsd: 19 }).where(eq(plans.id, "gold"));
    const count = async () =>
      (
        await db().execute<{ total: string }>(
          sql`select (select count(*) from countries) + (select count(*) from areas) + (select count(*) from plans) + (select count(*) from exchange_rates) as total`,
        )
      ).rows[0]?.total;
    const before = await count();
    await seedReferenceData(db());
    await seedReferenceData(db());
    expect(await count()).toBe(before);
    const [gold] = await db().select().from(plans).where(eq(plans.id, "gold"));
    expect(gold?.rentalPriceUsd).toBe(19);
    const [first] = await db().select().from(countries).orderBy(asc(countries.position)).limit(1);
    expect(first?.iso).toBe("LB");
  });
});
