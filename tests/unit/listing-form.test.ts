import { describe, expect, it } from "vitest";
import { listingFormSchema } from "../../domain/listing-form.ts";

const valid = {
  listingType: "Rental",
  title: "Sunny flat in Achrafieh",
  propertyType: "Apartment",
  propertyCategory: "Residential",
  unit: "USD",
  price: "1200",
  paymentFrequency: "Monthly",
  bedroom: "11",
  bathroom: "2",
  size: "140",
  furnished: "on",
  special: ["Sea view", "Parking"],
  paymentMethod: "Cash",
  contactMethod: ["WhatsApp", "Phone call"],
  areaId: "3",
};

function messages(input: Record<string, unknown>) {
  const result = listingFormSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

describe("listingFormSchema", () => {
  it("reads a form submission: numbers, flags, lists, 10+ rooms as 11", () => {
    const value = listingFormSchema.parse(valid);
    expect(value).toMatchObject({
      price: 1200,
      bedroom: 11,
      bathroom: 2,
      size: 140,
      furnished: true,
      paymentMethod: ["Cash"],
      special: ["Sea view", "Parking"],
      areaId: 3,
      planId: "free",
    });
  });

  it("says what is missing or wrong", () => {
    expect(messages({})).toMatchObject({
      listingType: "listingForm.typeRequired",
      title: "listingForm.titleRequired",
      price: "listingForm.priceRequired",
      areaId: "listingForm.areaRequired",
    });
    expect(messages({ ...valid, bedroom: "12" }).bedroom).toBe("listingForm.roomsInvalid");
    expect(messages({ ...valid, contactMethod: [] }).contactMethod).toBe("listingForm.contactRequired");
    expect(messages({ ...valid, paymentFrequency: undefined }).paymentFrequency).toBe("listingForm.frequencyRequired");
    expect(messages({ ...valid, listingType: "Sale", paymentFrequency: undefined, price: "100000", downPayment: "200000" }).downPayment).toBe(
      "listingForm.downPaymentInvalid",
    );
    expect(messages({ ...valid, latitude: "33.9" }).latitude).toBe("listingForm.markerInvalid");
    expect(messages({ ...valid, paymentMethod: "Bitcoin" })).toHaveProperty("paymentMethod.0");
  });

  it("checks a rule between two fields as soon as those two are valid, whatever the later steps hold", () => {
    // The Price step of a rental, with every later step still empty.
    const priceStep = {
      listingType: "Rental",
      title: "Sunny flat in Achrafieh",
      propertyType: "Apartment",
      propertyCategory: "Residential",
      unit: "USD",
      price: "1200",
    };
    expect(messages(priceStep)).toMatchObject({ paymentFrequency: "listingForm.frequencyRequired", areaId: "listingForm.areaRequired" });
    expect(messages({ ...priceStep, listingType: "Sale", downPayment: "5000" }).downPayment).toBe("listingForm.downPaymentInvalid");
    expect(messages({ latitude: "33.9" }).latitude).toBe("listingForm.markerInvalid");
    // A rule whose own field is wrong waits for it.
    expect(messages({ ...priceStep, listingType: "Lease" })).not.toHaveProperty("paymentFrequency");
  });
});

describe("listing form messages", () => {
  it("every message the schema can give is in the catalogs", async () => {
    const { default: en } = await import("../../domain/i18n/locales/en.ts");
    const fs = await import("node:fs");
    const source = fs.readFileSync(new URL("../../domain/listing-form.ts", import.meta.url), "utf8");
    const keys = [...source.matchAll(/message\("(\w+)"\)/g)].map((match) => match[1]!);
    expect(keys.length).toBeGreaterThan(15);
    for (const key of keys) expect(en.listingForm, key).toHaveProperty(key);
  });
});
