import { eq } from "drizzle-orm";
import { properties, users } from "../db/schema.ts";
import { db } from "../runtime.server.ts";
import type { TenancyAccess } from "./tenancy-access.server.ts";

export interface TenancyOverview {
  property: { id: string; title: string; reference: string; address: string; city: string; district: string; listingPath: string };
  landlord: { name: string; email: string; phone: string };
}

/** The Overview tab's property and landlord contact (the lease terms come with the rent accounts). */
export async function tenancyOverview(access: TenancyAccess): Promise<TenancyOverview> {
  const [row] = await db()
    .select({
      address: properties.address,
      city: properties.city,
      district: properties.district,
      listingType: properties.listingType,
      name: users.name,
      email: users.email,
      phone: users.phone,
      countryCode: users.countryCode,
    })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.ownerId))
    .where(eq(properties.id, access.property.id));
  return {
    property: {
      id: access.property.id,
      title: access.property.title,
      reference: access.property.reference,
      address: row?.address ?? "",
      city: row?.city ?? "",
      district: row?.district ?? "",
      listingPath: `/property/${access.property.id}`,
    },
    landlord: { name: row?.name ?? "", email: row?.email ?? "", phone: row ? `${row.countryCode} ${row.phone}` : "" },
  };
}
