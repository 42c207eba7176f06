import { z } from "zod";
import { emailField } from "./accounts.ts";
import { CONTACT_METHODS, CURRENCIES, LISTING_TYPES, PAYMENT_METHODS, PROPERTY_CATEGORIES, PROPERTY_TYPES, ROOM_COUNT_MAX } from "./listing.ts";
import { FINISH_LEVELS, MAX_PHOTOS, PAYMENT_FREQUENCIES, postingFormSchema, type PostingFormInput, SPECIAL_FEATURES } from "./listing-form.ts";
import { FLOOR_MAX, FLOOR_MIN, POWER_HOURS_MAX } from "./listing-features.ts";
import { INT4_MAX } from "./text.ts";
import { PLAN_IDS } from "./plans.ts";

// SPEC.md §7 AddProperty (Property, LandlordName, LandlordEmail, PropertyName): the payload in
// the spec's field names (§3), mapped onto the posting form's own schema, so the API and
// `/postlisting` accept exactly the same listings with the same rules (decision 0021).

/** The shape and the documentation; every rule (lengths, ranges, "a rental needs its frequency") is the form's. */
const propertySchema = z
  .strictObject({
    listing_type: z.enum(LISTING_TYPES),
    title: z.string().optional().describe("5 to 120 characters; `PropertyName` when absent"),
    property_type: z.enum(PROPERTY_TYPES),
    property_category: z.enum(PROPERTY_CATEGORIES),
    description: z.string().optional().describe("At most 5000 characters"),
    reference: z.string().optional().describe("The owner's own reference, at most 40 characters"),
    unit: z.enum(CURRENCIES).describe("The price's currency"),
    furnished: z.boolean().optional(),
    price: z.number().describe("Per payment period for a rental"),
    paymentfrequency: z.enum(PAYMENT_FREQUENCIES).optional().describe("Required for a rental; ignored for a sale"),
    downpayment: z.number().optional().describe("A sale's down payment, at most the price; ignored for a rental"),
    bedroom: z.number().int().describe(`0 to ${ROOM_COUNT_MAX}; ${ROOM_COUNT_MAX} means 10+`),
    bathroom: z.number().int().describe(`0 to ${ROOM_COUNT_MAX}; ${ROOM_COUNT_MAX} means 10+`),
    finish_level: z.enum(FINISH_LEVELS).optional(),
    size: z.number().describe("Square metres"),
    special: z
      .array(z.enum(SPECIAL_FEATURES))
      .optional()
      .describe("Ticked features; Sea view, Mountain view, Parking, Elevator, 24/7 electricity, Solar panels and Generator subscription are searchable"),
    floor: z.number().int().optional().describe(`The floor: 0 the ground floor, below 0 a basement (${FLOOR_MIN} to ${FLOOR_MAX})`),
    state_power_hours: z.number().int().optional().describe(`Hours of state (EDL) power a day, 0 to ${POWER_HOURS_MAX}`),
    paymentMethod: z.array(z.enum(PAYMENT_METHODS)).optional(),
    contactMethod: z.array(z.enum(CONTACT_METHODS)).describe("At least one"),
    move_in_date: z.string().optional().describe("YYYY-MM-DD"),
    address: z.string().optional().describe("At most 200 characters"),
    area: z.number().int().positive().max(INT4_MAX).describe("The area's `id`, from the `areas` function; it sets the district and city"),
    marker: z
      .strictObject({ latitude: z.number(), longitude: z.number() })
      .optional()
      .describe("The place on the map, in Lebanon; the area's centre when absent"),
    plan: z.enum(PLAN_IDS).optional().describe("`free` when absent; `gold` and `platinum` are paid with the caller's credits, or with `Promo`"),
    images: z
      .array(z.string())
      .optional()
      .describe(`Upload refs \`u:<id>\` answered by \`POST /api/uploads\`, in order, the first featured; at most ${MAX_PHOTOS}`),
  })
  .meta({ id: "NewProperty", description: "A listing in SPEC.md §3's field names" });

/** Where each form field came from in the payload, so a refusal names the field the caller sent. */
const PAYLOAD_PATH: Record<keyof PostingFormInput, readonly string[]> = {
  listingType: ["Property", "listing_type"],
  title: ["Property", "title"],
  propertyType: ["Property", "property_type"],
  propertyCategory: ["Property", "property_category"],
  description: ["Property", "description"],
  reference: ["Property", "reference"],
  unit: ["Property", "unit"],
  price: ["Property", "price"],
  paymentFrequency: ["Property", "paymentfrequency"],
  downPayment: ["Property", "downpayment"],
  bedroom: ["Property", "bedroom"],
  bathroom: ["Property", "bathroom"],
  finishLevel: ["Property", "finish_level"],
  size: ["Property", "size"],
  furnished: ["Property", "furnished"],
  floor: ["Property", "floor"],
  statePowerHours: ["Property", "state_power_hours"],
  special: ["Property", "special"],
  paymentMethod: ["Property", "paymentMethod"],
  contactMethod: ["Property", "contactMethod"],
  moveInDate: ["Property", "move_in_date"],
  address: ["Property", "address"],
  areaId: ["Property", "area"],
  latitude: ["Property", "marker", "latitude"],
  longitude: ["Property", "marker", "longitude"],
  planId: ["Property", "plan"],
  photos: ["Property", "images"],
  payment: ["Promo"],
  promoCode: ["Promo"],
};

type PropertyPayload = Omit<z.output<typeof propertySchema>, "plan"> & { plan?: z.output<typeof propertySchema>["plan"] };

/**
 * The payload's listing as the posting form's input, checked by the form's own schema; its
 * refusals are added to `context` renamed to the payload's fields (a pipe would name the form's).
 */
function toPostingForm(payload: { Property: PropertyPayload; PropertyName?: string; Promo?: string }, context: z.RefinementCtx): PostingFormInput | null {
  const { Property: property } = payload;
  const form = postingFormSchema.safeParse({
    listingType: property.listing_type,
    title: property.title ?? payload.PropertyName,
    propertyType: property.property_type,
    propertyCategory: property.property_category,
    description: property.description,
    reference: property.reference,
    unit: property.unit,
    price: property.price,
    paymentFrequency: property.paymentfrequency,
    downPayment: property.downpayment,
    bedroom: property.bedroom,
    bathroom: property.bathroom,
    finishLevel: property.finish_level,
    size: property.size,
    furnished: property.furnished ?? false,
    floor: property.floor,
    statePowerHours: property.state_power_hours,
    special: property.special,
    paymentMethod: property.paymentMethod,
    contactMethod: property.contactMethod,
    moveInDate: property.move_in_date,
    address: property.address,
    areaId: property.area,
    latitude: property.marker?.latitude,
    longitude: property.marker?.longitude,
    planId: property.plan,
    photos: property.images,
    payment: payload.Promo === undefined ? "credits" : "promo",
    promoCode: payload.Promo,
  });
  if (form.success) return form.data;
  for (const issue of form.error.issues) {
    const [field, ...rest] = issue.path;
    context.addIssue({ code: "custom", message: issue.message, path: [...(PAYLOAD_PATH[field as keyof PostingFormInput] ?? []), ...rest] });
  }
  return null;
}

export const addPropertyPayloadSchema = z
  .strictObject({
    Property: propertySchema,
    LandlordName: z.string().trim().max(80).optional().describe("Informational only: the listing shows the caller's own name"),
    LandlordEmail: emailField.optional().describe("When sent, must be the caller's email: listings are always posted for the caller"),
    PropertyName: z.string().optional().describe("The title, when `Property.title` is absent"),
    Promo: z.string().optional().describe("A promo code paying for a Gold or Platinum plan instead of the caller's credits"),
  })
  .transform((payload, context) => {
    const listing = toPostingForm(payload, context);
    return listing ? { listing, landlordEmail: payload.LandlordEmail } : z.NEVER;
  });

/**
 * updateProperty (`/editlisting`): the whole listing again, in AddProperty's field names and by
 * the same form's rules, with every photo in its new order. The plan is not changed by an edit
 * (changePlan does that), so it is not part of it.
 */
export const updatePropertyPayloadSchema = z
  .strictObject({
    PropertyID: z.uuid().describe("The caller's listing"),
    Property: propertySchema
      .omit({ plan: true })
      .extend({
        images: z
          .array(z.string())
          .describe(
            `Every photo the listing keeps, in order, the first featured (at most ${MAX_PHOTOS}): \`p:<id>\` for one it has (from \`editableProperty\`), \`u:<id>\` for one uploaded to \`POST /api/uploads\`. A photo left out is deleted.`,
          ),
      })
      .meta({ id: "EditedProperty", description: "A listing in SPEC.md §3's field names, without its plan" }),
  })
  .transform((payload, context) => {
    const listing = toPostingForm(payload, context);
    return listing ? { propertyId: payload.PropertyID, listing } : z.NEVER;
  });
