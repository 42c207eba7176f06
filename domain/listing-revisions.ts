import type { ListingFormInput } from "./listing-form.ts";

// An edit of a live listing (decision 0076): what goes live at once and what waits for review while
// the approved version stays public. Pure, so the server, the admin's diff and the tests agree.

/** The fields an owner changes every day: they go live at once, moderated afterwards. */
export const LIVE_FIELDS = ["price", "unit", "paymentFrequency", "downPayment", "moveInDate"] as const satisfies readonly (keyof ListingFormInput)[];
export type LiveField = (typeof LIVE_FIELDS)[number];

/** The fields a change of waits for an admin, in the form's order (the admin's diff lists them so). */
export const REVIEWED_FIELDS = [
  "listingType",
  "title",
  "propertyType",
  "propertyCategory",
  "description",
  "reference",
  "bedroom",
  "bathroom",
  "finishLevel",
  "size",
  "floor",
  "statePowerHours",
  "furnished",
  "special",
  "paymentMethod",
  "contactMethod",
  "address",
  "areaId",
  "latitude",
  "longitude",
] as const satisfies readonly (keyof ListingFormInput)[];
export type ReviewedField = (typeof REVIEWED_FIELDS)[number];

/** A listing's editable fields as stored: what the approved version says. */
export type ListingFields = Omit<ListingFormInput, "planId">;

type Value = ListingFormInput[keyof ListingFormInput];

/** One value as compared: nothing written is the same as an empty value; lists ignore their order. */
function comparable(value: Value): string {
  if (value === undefined || value === null || value === "") return "";
  if (Array.isArray(value)) return [...value].sort().join("\u0000");
  if (typeof value === "number") return String(Math.round(value * 1e7) / 1e7);
  return String(value);
}

/** Whether the edit changes `field` (a marker left where it was, unsent, changes nothing). */
function changes(before: ListingFields, after: ListingFields, field: keyof ListingFields): boolean {
  if ((field === "latitude" || field === "longitude") && after[field] === undefined) return false;
  return comparable(before[field]) !== comparable(after[field]);
}

/** One reviewed field the edit changes, as the admin reads it. */
export interface FieldChange {
  field: ReviewedField;
  before: Value;
  after: Value;
}

/** What the admin sees of waiting changes: the fields, and the photos added and removed. */
export interface ListingChanges {
  fields: FieldChange[];
  photosAdded: string[];
  photosRemoved: string[];
  /** The same photos in another order (the first one is the cover). */
  photosReordered: boolean;
}

/** The reviewed fields and photos an edit changes, from the approved version to the proposed one. */
export function reviewedChanges(before: ListingFields, beforePhotos: readonly string[], after: ListingFields, afterPhotos: readonly string[]): ListingChanges {
  const photosAdded = afterPhotos.filter((ref) => !beforePhotos.includes(ref));
  const photosRemoved = beforePhotos.filter((ref) => !afterPhotos.includes(ref));
  return {
    fields: REVIEWED_FIELDS.filter((field) => changes(before, after, field)).map((field) => ({ field, before: before[field], after: after[field] })),
    photosAdded,
    photosRemoved,
    photosReordered: !photosAdded.length && !photosRemoved.length && beforePhotos.join() !== afterPhotos.join(),
  };
}

/** Whether there is anything for an admin to review. */
export function needsReview(changes: ListingChanges): boolean {
  return changes.fields.length > 0 || changes.photosAdded.length > 0 || changes.photosRemoved.length > 0 || changes.photosReordered;
}

/** Whether the edit changes the price, currency, terms or availability. */
export function liveFieldsChanged(before: ListingFields, after: ListingFields): boolean {
  return LIVE_FIELDS.some((field) => changes(before, after, field));
}

/**
 * `fields` with the live fields (price, currency, terms, availability) taken from `live`: the
 * listing's row after an edit of a live listing (the approved version, the new price), and the
 * proposed version once approved (the price as it is by then).
 */
export function withLiveFields(fields: ListingFields, live: ListingFields): ListingFields {
  return { ...fields, ...Object.fromEntries(LIVE_FIELDS.map((field) => [field, live[field]])) };
}

/** A value as the admin's diff shows it (the area as its name). */
export type ChangeValue = string | number | boolean | readonly string[] | null;

/** A live listing's waiting changes as the moderation card shows them. */
export interface WaitingChangesView {
  fields: { field: ReviewedField; before: ChangeValue; after: ChangeValue }[];
  /** Photo addresses (small size). */
  photosAdded: string[];
  photosRemoved: string[];
  photosReordered: boolean;
}
