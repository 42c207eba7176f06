import { CONTACT_METHODS, CURRENCIES, LISTING_TYPES, PAYMENT_METHODS, PROPERTY_CATEGORIES, PROPERTY_TYPES, ROOM_COUNT_MAX } from "./listing.ts";
import { FINISH_LEVELS, type ListingFormInput, listingFormSchema, MAX_PHOTOS, PAYMENT_FREQUENCIES, SPECIAL_FEATURES } from "./listing-form.ts";
import { foldText } from "./listing-prices.ts";
import { PLAN_IDS } from "./plans.ts";

// The bulk listing sheet (issue 4): one row per listing, with the posting form's field names, so
// every row is checked by the same schema as the form. The map marker (areaId, latitude,
// longitude) is replaced by the place's names, and the photos are named by file.

export const MAX_SHEET_BYTES = 2 * 1024 * 1024;
export const MAX_SHEET_ROWS = 100;
/** Photos of one upload, and the whole request's size: held in memory while they are checked. */
export const MAX_BULK_PHOTOS = 150;
export const MAX_BULK_BYTES = 200 * 1024 * 1024;

/** The template's columns, in order. */
export const BULK_COLUMNS = [
  "listingType",
  "title",
  "propertyType",
  "propertyCategory",
  "description",
  "reference",
  "unit",
  "price",
  "paymentFrequency",
  "downPayment",
  "bedroom",
  "bathroom",
  "finishLevel",
  "size",
  "furnished",
  "floor",
  "statePowerHours",
  "special",
  "paymentMethod",
  "contactMethod",
  "moveInDate",
  "address",
  "district",
  "area",
  "planId",
  "photos",
  "featured_photo",
] as const;
export type BulkColumn = (typeof BULK_COLUMNS)[number];

/** Columns without which no row could be valid: a sheet missing one is refused as a whole. */
export const REQUIRED_COLUMNS: readonly BulkColumn[] = [
  "listingType",
  "title",
  "propertyType",
  "propertyCategory",
  "unit",
  "price",
  "bedroom",
  "bathroom",
  "size",
  "contactMethod",
  "district",
  "area",
];

/** The values a column accepts (written in English, matched ignoring case and accents). */
export const COLUMN_CHOICES: Partial<Record<BulkColumn, readonly string[]>> = {
  listingType: LISTING_TYPES,
  propertyType: PROPERTY_TYPES,
  propertyCategory: PROPERTY_CATEGORIES,
  unit: CURRENCIES,
  paymentFrequency: PAYMENT_FREQUENCIES,
  finishLevel: FINISH_LEVELS,
  special: SPECIAL_FEATURES,
  paymentMethod: PAYMENT_METHODS,
  contactMethod: CONTACT_METHODS,
  planId: PLAN_IDS,
};

/** Cells holding several values, separated by `;`. */
export const LIST_SEPARATOR = ";";
const LIST_COLUMNS = new Set<BulkColumn>(["special", "paymentMethod", "contactMethod", "photos"]);
const NOT_FORM_COLUMNS = new Set<BulkColumn>(["district", "area", "photos", "featured_photo"]);

/** One example listing, written into the template under the header. */
export const EXAMPLE_ROW: Record<BulkColumn, string> = {
  listingType: "Rental",
  title: "Sunny 2-bedroom flat near Sassine",
  propertyType: "Apartment",
  propertyCategory: "Residential",
  description: "Fourth floor, renovated kitchen, 24/7 electricity.",
  reference: "ACH-12",
  unit: "USD",
  price: "1200",
  paymentFrequency: "Monthly",
  downPayment: "",
  bedroom: "2",
  bathroom: "2",
  finishLevel: "Finished",
  size: "140",
  furnished: "yes",
  floor: "4",
  statePowerHours: "12",
  special: "Balcony;Elevator;Parking;Generator subscription",
  paymentMethod: "Cash;Bank transfer",
  contactMethod: "Phone call;WhatsApp",
  moveInDate: "2026-09-01",
  address: "Sassine Square, Building 4",
  district: "Beirut",
  area: "Achrafieh",
  planId: "free",
  photos: "living-room.jpg;kitchen.jpg;balcony.jpg",
  featured_photo: "balcony.jpg",
};

/**
 * A problem to show in the report: `message` is a catalog key, `values` its placeholders. A
 * problem of the whole sheet has no row.
 */
export interface BulkProblem {
  row?: number;
  column?: string;
  message: string;
  values?: Record<string, string | number>;
}

/** In the order a person reads the sheet: by row, then by column. */
export function sortProblems(problems: BulkProblem[]): BulkProblem[] {
  const column = (problem: BulkProblem) => BULK_COLUMNS.indexOf(problem.column as BulkColumn);
  return problems.sort((a, b) => (a.row ?? 0) - (b.row ?? 0) || column(a) - column(b));
}

/** A data row of the sheet; `row` is its number as the spreadsheet shows it (the header is 1). */
export interface SheetRow {
  row: number;
  cells: Partial<Record<BulkColumn, string>>;
}

const columnKey = (name: string) => foldText(name).replace(/[^\p{L}\p{N}]/gu, "");
const COLUMN_BY_KEY = new Map(BULK_COLUMNS.map((column) => [columnKey(column), column]));

/**
 * The sheet's rows under its header (the first row). Header names are matched ignoring case,
 * spaces and underscores; blank rows are skipped. Problems here concern the whole sheet.
 */
export function sheetRows(table: readonly (readonly string[])[]): { rows: SheetRow[]; problems: BulkProblem[] } {
  const header = table[0] ?? [];
  const problems: BulkProblem[] = [];
  const columns = header.map((name) => {
    if (name.trim() === "") return undefined;
    const column = COLUMN_BY_KEY.get(columnKey(name));
    if (!column) problems.push({ message: "bulk.errors.unknownColumn", values: { column: name.trim() } });
    return column;
  });
  for (const column of REQUIRED_COLUMNS) {
    if (!columns.includes(column)) problems.push({ message: "bulk.errors.missingColumn", values: { column } });
  }

  const rows: SheetRow[] = [];
  table.forEach((cells, index) => {
    if (index === 0 || cells.every((cell) => cell.trim() === "")) return;
    const row: SheetRow = { row: index + 1, cells: {} };
    columns.forEach((column, position) => {
      if (column) row.cells[column] = cells[position] ?? "";
    });
    rows.push(row);
  });
  if (rows.length === 0) problems.push({ message: "bulk.errors.noRows" });
  if (rows.length > MAX_SHEET_ROWS) problems.push({ message: "bulk.errors.tooManyRows", values: { count: MAX_SHEET_ROWS } });
  return { rows, problems };
}

export function splitList(cell: string): string[] {
  return cell
    .split(LIST_SEPARATOR)
    .map((value) => value.trim())
    .filter(Boolean);
}

/** A value of a choice column in its canonical spelling ("whatsapp" → "WhatsApp"); unknown values stay as written. */
function canonical(column: BulkColumn, value: string): string {
  const choices = COLUMN_CHOICES[column];
  return choices?.find((choice) => foldText(choice) === foldText(value)) ?? value;
}

const YES = new Set(["yes", "y", "true", "1", "oui", "نعم"]);
const NO = new Set(["no", "n", "false", "0", "non", "لا"]);

/** A yes/no cell; undefined when it is neither. */
export function parseYesNo(cell: string): boolean | undefined {
  const value = foldText(cell.trim());
  if (value === "" || NO.has(value)) return false;
  return YES.has(value) ? true : undefined;
}

/**
 * A row's cells as the posting form would submit them: lists split on `;`, choices in their
 * canonical spelling, "10+" rooms as 11, empty cells left out (so optional fields
 * take their defaults and required ones their "required" message).
 */
export function rowToFormInput(cells: SheetRow["cells"]): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const column of BULK_COLUMNS) {
    if (NOT_FORM_COLUMNS.has(column)) continue;
    const cell = (cells[column] ?? "").trim();
    if (LIST_COLUMNS.has(column)) input[column] = splitList(cell).map((value) => canonical(column, value));
    else if (cell === "") continue;
    else if (column === "furnished") input[column] = parseYesNo(cell) ?? cell;
    else if (column === "bedroom" || column === "bathroom") input[column] = cell === "10+" ? String(ROOM_COUNT_MAX) : cell;
    else input[column] = canonical(column, cell);
  }
  return input;
}

/** The row's photos with the featured one first (SPEC.md §5), each once. */
export function orderPhotos(photos: readonly string[], featured: string): string[] {
  const unique = photos.filter((name, index) => photos.findIndex((other) => photoKey(other) === photoKey(name)) === index);
  const first = unique.find((name) => photoKey(name) === photoKey(featured));
  return first ? [first, ...unique.filter((name) => name !== first)] : unique;
}

/** How a photo's file name is matched: its last path segment, ignoring case. */
export function photoKey(name: string): string {
  return (name.split(/[\\/]/).pop() ?? "").trim().normalize("NFC").toLowerCase();
}

/** How a place name is matched: ignoring case, accents, hamza and spacing. */
export function placeKey(district: string, area: string): string {
  const fold = (name: string) =>
    foldText(name)
      .replace(/[^\p{L}\p{N}]+/gu, " ")
      .trim();
  return `${fold(district)}|${fold(area)}`;
}

export interface RowContext {
  /** The area's id, by its district and area names. */
  findArea(district: string, area: string): number | undefined;
  /** Whether a photo of that file name was uploaded. */
  hasPhoto(name: string): boolean;
}

export type RowResult = { ok: true; input: ListingFormInput; photos: string[] } | { ok: false; problems: BulkProblem[] };

/** The schema's own messages are catalog keys; zod's defaults (a value outside a list) are not. */
function schemaMessage(column: BulkColumn | undefined, message: string): Pick<BulkProblem, "message" | "values"> {
  if (message.startsWith("listingForm.") || message.startsWith("features.")) return { message };
  const choices = column ? COLUMN_CHOICES[column] : undefined;
  return choices ? { message: "bulk.errors.invalidChoice", values: { values: choices.join(", ") } } : { message: "bulk.errors.invalidValue" };
}

/**
 * One row checked with the posting form's schema, plus what only a sheet can get wrong: the
 * place's names, a yes/no cell, photos named but not uploaded, a featured photo not among them.
 * Every problem of the row is returned, not only the first.
 */
export function validateRow(row: SheetRow, context: RowContext): RowResult {
  const problems: BulkProblem[] = [];
  const add = (column: BulkColumn, problem: Pick<BulkProblem, "message" | "values">) => problems.push({ row: row.row, column, ...problem });
  const cell = (column: BulkColumn) => (row.cells[column] ?? "").trim();

  const input = rowToFormInput(row.cells);
  if (cell("furnished") && parseYesNo(cell("furnished")) === undefined) add("furnished", { message: "bulk.errors.yesNo" });

  const district = cell("district");
  const area = cell("area");
  const areaId = district && area ? context.findArea(district, area) : undefined;
  if (!district || !area) add("area", { message: "listingForm.areaRequired" });
  else if (areaId === undefined) add("area", { message: "bulk.errors.areaUnknown", values: { district, area } });
  else input.areaId = areaId;

  const parsed = listingFormSchema.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      // The place is reported above, by its names.
      if (field === "areaId" || field === "furnished") continue;
      const column = BULK_COLUMNS.find((name) => name === field);
      const report = column ?? "area";
      if (!problems.some((problem) => problem.column === report && problem.message === issue.message)) add(report, schemaMessage(column, issue.message));
    }
  }

  const photos = splitList(cell("photos"));
  const featured = cell("featured_photo");
  for (const name of photos) {
    if (!context.hasPhoto(name)) add("photos", { message: "bulk.errors.photoMissing", values: { name } });
  }
  if (photos.length > MAX_PHOTOS) add("photos", { message: "listingForm.tooManyPhotos" });
  if (featured && !photos.some((name) => photoKey(name) === photoKey(featured))) {
    add("featured_photo", { message: "bulk.errors.featuredNotInPhotos", values: { name: featured } });
  }

  if (problems.length || !parsed.success) return { ok: false, problems: sortProblems(problems) };
  return { ok: true, input: parsed.data, photos: orderPhotos(photos, featured) };
}
