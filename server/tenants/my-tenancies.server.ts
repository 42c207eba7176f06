import { asc, eq } from "drizzle-orm";
import { accounts, properties } from "../db/schema.ts";
import { db } from "../runtime.server.ts";
import { formerTenantAccessEnds } from "../../domain/tenancy.ts";
import type { MyTenancy } from "../../domain/tenancy-views.ts";
import { beirutDay } from "../../domain/beirut-clock.ts";

/** The properties the user rents (or rented, within the read-only window), for their user menu. */
export async function myTenancies(userId: string, now = new Date()): Promise<MyTenancy[]> {
  const rows = await db()
    .select({ propertyId: accounts.propertyId, title: properties.title, endedOn: accounts.endedOn })
    .from(accounts)
    .innerJoin(properties, eq(properties.id, accounts.propertyId))
    .where(eq(accounts.userId, userId))
    .orderBy(asc(accounts.createdAt));
  const today = beirutDay(now);
  return rows
    .filter((row) => !row.endedOn || formerTenantAccessEnds(row.endedOn) > today)
    .map((row) => ({ propertyId: row.propertyId, title: row.title, ended: Boolean(row.endedOn && row.endedOn <= today) }));
}
