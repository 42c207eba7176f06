import { eq } from "drizzle-orm";
import { listingFormSchema } from "../../domain/listing-form.ts";
import { areas } from "../../server/db/schema.ts";
import { db } from "../../server/runtime.server.ts";

export async function achrafieh() {
  const [area] = await db().select().from(areas).where(eq(areas.area, "Achrafieh"));
  return area!;
}

/** The owner's form for a two-bedroom flat to rent in Achrafieh, as submitted; `overrides` changes fields. */
export async function rentalFlatForm(overrides: Record<string, unknown> = {}) {
  return listingFormSchema.parse({
    listingType: "Rental",
    title: "Sunny flat near Sassine",
    propertyType: "Apartment",
    propertyCategory: "Residential",
    unit: "USD",
    price: "1000",
    paymentFrequency: "Monthly",
    bedroom: "2",
    bathroom: "1",
    size: "110",
    contactMethod: ["WhatsApp"],
    areaId: String((await achrafieh()).id),
    ...overrides,
  });
}
