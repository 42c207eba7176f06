import { z } from "zod";
import { whenFieldsValid } from "./field-rules.ts";
import { FLOOR_MAX, FLOOR_MIN, POWER_HOURS_MAX } from "./listing-features.ts";
import { CONTACT_METHODS, CURRENCIES, LISTING_TYPES, PAYMENT_METHODS, PROPERTY_CATEGORIES, PROPERTY_TYPES, ROOM_COUNT_MAX } from "./listing.ts";
import { checkPromoCode, planPaymentFields } from "./plan-payment.ts";
import { PLAN_IDS, planSchema } from "./plans.ts";
import { typedNumber } from "./typed-number.ts";

// The owner-editable fields of a listing (SPEC.md §3), as one schema shared by
// the posting form, the bulk upload and the server. Messages are catalog keys.

export const PAYMENT_FREQUENCIES = ["Monthly", "Quarterly", "Semi-annually", "Yearly"] as const;
export const FINISH_LEVELS = ["Unfinished", "Semi-finished", "Finished", "Deluxe"] as const;
export const SPECIAL_FEATURES = [
  "Sea view",
  "Mountain view",
  "Parking",
  "Elevator",
  "24/7 electricity",
  "Solar panels",
  "Water tank",
  "Balcony",
  "Garden",
  "Pool",
  "Gym",
  "Concierge",
  "Storage room",
  "Maid's room",
  "Central heating",
  "Air conditioning",
  "Pets allowed",
  "Generator subscription",
] as const;

const message = (key: string) => `listingForm.${key}`;
const count = z.coerce
  .number({ error: message("roomsInvalid") })
  .int(message("roomsInvalid"))
  .min(0, message("roomsInvalid"))
  .max(ROOM_COUNT_MAX, message("roomsInvalid"));
/** A whole number the owner may leave empty (the floor, the hours of state power). */
const optionalWhole = (min: number, max: number, invalid: string) =>
  z.preprocess(typedNumber, z.number({ error: invalid }).int(invalid).min(min, invalid).max(max, invalid).optional());
/** An amount: typed as people type it (domain/typed-number.ts), more than 0. */
const amount = (required: string) =>
  z.preprocess(
    typedNumber,
    z
      .number({ error: (issue) => (issue.input === undefined ? required : "features.priceNotNumber") })
      .positive("features.pricePositive")
      .max(1e13, message("priceInvalid")),
  );
const list = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((value) => (value === undefined || value === "" ? [] : Array.isArray(value) ? value : [value]), z.array(z.enum(values)));

export const listingFormSchema = z
  .object({
    listingType: z.enum(LISTING_TYPES, { error: message("typeRequired") }),
    title: z
      .string({ error: message("titleRequired") })
      .trim()
      .min(1, message("titleRequired"))
      .min(5, message("titleLength"))
      .max(120, message("titleLength")),
    propertyType: z.enum(PROPERTY_TYPES, { error: message("propertyTypeRequired") }),
    propertyCategory: z.enum(PROPERTY_CATEGORIES, { error: message("categoryRequired") }),
    description: z.string().trim().max(5000, message("descriptionLength")).optional().default(""),
    reference: z.string().trim().max(40, message("referenceLength")).optional().default(""),
    unit: z.enum(CURRENCIES, { error: message("currencyRequired") }),
    price: amount(message("priceRequired")),
    paymentFrequency: z.enum(PAYMENT_FREQUENCIES).optional(),
    downPayment: z.preprocess(typedNumber, z.number({ error: "features.priceNotNumber" }).min(0, message("downPaymentInvalid")).optional()),
    // SPEC.md §3: "10+" is stored as 11.
    bedroom: count,
    bathroom: count,
    finishLevel: z.enum(FINISH_LEVELS).optional(),
    size: z.preprocess(
      typedNumber,
      z
        .number({ error: (issue) => message(issue.input === undefined ? "sizeRequired" : "sizeInvalid") })
        .positive(message("sizeInvalid"))
        .max(1_000_000, message("sizeInvalid")),
    ),
    floor: optionalWhole(FLOOR_MIN, FLOOR_MAX, "features.floorInvalid"),
    statePowerHours: optionalWhole(0, POWER_HOURS_MAX, "features.powerHoursInvalid"),
    furnished: z.preprocess((value) => value === true || value === "on" || value === "true", z.boolean()),
    special: list(SPECIAL_FEATURES),
    paymentMethod: list(PAYMENT_METHODS),
    contactMethod: list(CONTACT_METHODS).refine((methods) => methods.length > 0, message("contactRequired")),
    moveInDate: z.preprocess((value) => (value === "" ? undefined : value), z.iso.date(message("dateInvalid")).optional()),
    address: z.string().trim().max(200, message("addressLength")).optional().default(""),
    areaId: z.coerce
      .number({ error: message("areaRequired") })
      .int(message("areaRequired"))
      .positive(message("areaRequired")),
    latitude: z.preprocess((value) => (value === "" ? undefined : value), z.coerce.number().min(33.0).max(34.8).optional()),
    longitude: z.preprocess((value) => (value === "" ? undefined : value), z.coerce.number().min(35.0).max(36.7).optional()),
    planId: z.enum(PLAN_IDS).default("free"),
  })
  // Each rule that involves two fields runs as soon as those fields are valid, whatever the others
  // hold: a step of the form checks its own rules (a rental without "Rent is paid" does not pass
  // the Price step because the later steps are still empty). Decision 0030.
  .superRefine(
    (value, context) => {
      if (value.listingType === "Rental" && !value.paymentFrequency) {
        context.addIssue({ code: "custom", path: ["paymentFrequency"], message: message("frequencyRequired") });
      }
    },
    { when: whenFieldsValid("listingType", "paymentFrequency") },
  )
  .superRefine(
    (value, context) => {
      if (value.listingType === "Sale" && value.downPayment !== undefined && value.downPayment > value.price) {
        context.addIssue({ code: "custom", path: ["downPayment"], message: message("downPaymentInvalid") });
      }
    },
    { when: whenFieldsValid("listingType", "price", "downPayment") },
  )
  .superRefine(
    (value, context) => {
      if ((value.latitude === undefined) !== (value.longitude === undefined)) {
        context.addIssue({ code: "custom", path: ["latitude"], message: message("markerInvalid") });
      }
    },
    { when: whenFieldsValid("latitude", "longitude") },
  );

export type ListingFormInput = z.infer<typeof listingFormSchema>;

/** Photos per listing. */
export const MAX_PHOTOS = 30;
const PHOTO_REF = /^[up]:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The posting and editing form: the listing's fields plus its photos in order, the featured one
 * first. `u:<id>` is a photo just uploaded, `p:<id>` one the listing already has.
 */
export const postingFormSchema = listingFormSchema
  .safeExtend({
    photos: z.preprocess(
      (value) => (value === undefined || value === "" ? [] : Array.isArray(value) ? value : [value]),
      z
        .array(
          z
            .string()
            .regex(PHOTO_REF, message("photoInvalid"))
            .transform((ref) => ref as `u:${string}` | `p:${string}`),
        )
        .max(MAX_PHOTOS, message("tooManyPhotos")),
    ),
    // A new listing on Gold or Platinum is paid for as it is posted.
    ...planPaymentFields,
  })
  .superRefine(
    (value, context) => {
      if (value.planId !== "free") checkPromoCode(value, context);
    },
    { when: whenFieldsValid("planId", "payment", "promoCode") },
  );

export type PostingFormInput = z.infer<typeof postingFormSchema>;

/** A district and its areas in the reader's language, for the area pickers. */
export const districtOptionSchema = z.object({
  key: z.string().describe("The stored district (English), what a search filters on"),
  name: z.string(),
  areas: z.array(z.object({ id: z.number(), name: z.string(), latitude: z.number(), longitude: z.number() })),
});
export type DistrictOption = z.infer<typeof districtOptionSchema>;

/** What the posting form offers: the areas and the plans. */
export const listingFormOptionsSchema = z.object({ districts: z.array(districtOptionSchema), plans: z.array(planSchema) });
export type ListingFormOptions = z.infer<typeof listingFormOptionsSchema>;
