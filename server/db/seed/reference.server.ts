import { sql } from "drizzle-orm";
import { DEFAULT_LBP_PER_USD, DEFAULT_PLANS } from "../../../domain/plans.ts";
import type { Database } from "../client.server.ts";
import { areas, countries, exchangeRates, plans, roles } from "../schema.ts";
import { buildCountrySeeds } from "./countries.server.ts";
import { areaSeeds } from "./data/areas.ts";

export const ROLE_NAMES = ["User", "Admin"] as const;

/**
 * Reference data every environment needs. Idempotent: it inserts what is
 * missing and refreshes names, but never overwrites what admins edit (plan
 * prices, the exchange rate).
 */
export async function seedReferenceData(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(roles)
      .values(ROLE_NAMES.map((name) => ({ name })))
      .onConflictDoNothing();

    // Positions are unique, so shift them out of the way before rewriting.
    await tx.execute(sql`update countries set position = position + 100000`);
    await tx
      .insert(countries)
      .values(buildCountrySeeds())
      .onConflictDoUpdate({
        target: countries.iso,
        set: {
          name: sql`excluded.name`,
          nameAr: sql`excluded.name_ar`,
          nameFr: sql`excluded.name_fr`,
          dialCode: sql`excluded.dial_code`,
          position: sql`excluded.position`,
        },
      });

    await tx
      .insert(areas)
      .values(areaSeeds.map((seed) => ({ ...seed, areaFr: seed.areaFr ?? seed.area })))
      .onConflictDoUpdate({
        target: [areas.district, areas.area],
        set: {
          districtAr: sql`excluded.district_ar`,
          districtFr: sql`excluded.district_fr`,
          areaAr: sql`excluded.area_ar`,
          areaFr: sql`excluded.area_fr`,
          latitude: sql`excluded.latitude`,
          longitude: sql`excluded.longitude`,
        },
      });

    await tx
      .insert(plans)
      .values(DEFAULT_PLANS.map((plan) => ({ ...plan })))
      .onConflictDoNothing();

    const [rate] = await tx.select({ id: exchangeRates.id }).from(exchangeRates).limit(1);
    if (!rate) await tx.insert(exchangeRates).values({ lbpPerUsd: DEFAULT_LBP_PER_USD });
  });
}
