import type { Executor } from "../client.server.ts";
import { areas } from "../schema.ts";

export type AreaFactoryInput = { district: string; area: string } & Partial<Omit<typeof areas.$inferInsert, "district" | "area">>;

/**
 * An area of a district of the test's own (so figures and counts are the test's alone): its names
 * in Arabic and French default to the English ones, its centre to Beirut's hills.
 */
export async function createArea(db: Executor, input: AreaFactoryInput) {
  const [row] = await db
    .insert(areas)
    .values({ districtAr: input.district, districtFr: input.district, areaAr: input.area, areaFr: input.area, latitude: 33.9, longitude: 35.5, ...input })
    .returning();
  if (!row) throw new Error("area insert returned nothing");
  return row;
}
