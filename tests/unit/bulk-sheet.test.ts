import { describe, expect, it } from "vitest";
import {
  BULK_COLUMNS,
  EXAMPLE_ROW,
  MAX_SHEET_ROWS,
  orderPhotos,
  placeKey,
  rowToFormInput,
  type RowContext,
  type SheetRow,
  sheetRows,
  validateRow,
} from "../../domain/bulk-sheet.ts";
import { listingFormSchema } from "../../domain/listing-form.ts";

const context: RowContext = {
  findArea: (district, area) => (placeKey(district, area) === placeKey("Beirut", "Achrafieh") ? 7 : undefined),
  hasPhoto: (name) => ["living-room.jpg", "kitchen.jpg", "balcony.jpg"].includes(name.toLowerCase()),
};
const row = (cells: Partial<Record<string, string>>, number = 2): SheetRow => ({ row: number, cells: { ...EXAMPLE_ROW, ...cells } });

describe("the bulk sheet's columns", () => {
  it("are the listing form's fields, with the map marker replaced by place names, plus the photos", () => {
    const formFields = Object.keys(listingFormSchema.shape).filter((key) => !["areaId", "latitude", "longitude"].includes(key));
    expect([...BULK_COLUMNS].sort()).toEqual([...formFields, "district", "area", "photos", "featured_photo"].sort());
  });

  it("reads the header ignoring case and underscores; a missing required column or an unknown one refuses the sheet", () => {
    const header = BULK_COLUMNS.map((column) => (column === "featured_photo" ? "Featured Photo" : column.toUpperCase()));
    const ok = sheetRows([header, BULK_COLUMNS.map((column) => EXAMPLE_ROW[column]), [], ["", " "]]);
    expect(ok.problems).toEqual([]);
    expect(ok.rows).toHaveLength(1);
    expect(ok.rows[0]!).toMatchObject({ row: 2, cells: { featured_photo: "balcony.jpg", title: EXAMPLE_ROW.title } });

    const bad = sheetRows([["title", "colour"], ["Flat in Hamra"]]);
    expect(bad.problems).toContainEqual({ message: "bulk.errors.unknownColumn", values: { column: "colour" } });
    expect(bad.problems).toContainEqual({ message: "bulk.errors.missingColumn", values: { column: "listingType" } });
  });

  it("refuses a sheet with no listings or too many", () => {
    expect(sheetRows([[...BULK_COLUMNS]]).problems).toEqual([{ message: "bulk.errors.noRows" }]);
    const many = Array.from({ length: MAX_SHEET_ROWS + 1 }, () => BULK_COLUMNS.map((column) => EXAMPLE_ROW[column]));
    expect(sheetRows([[...BULK_COLUMNS], ...many]).problems).toEqual([{ message: "bulk.errors.tooManyRows", values: { count: MAX_SHEET_ROWS } }]);
  });
});

describe("a row as the posting form's input", () => {
  it("splits lists on ;, spells choices canonically, reads yes/true/1 and 10+ rooms", () => {
    const input = rowToFormInput({
      ...EXAMPLE_ROW,
      listingType: "rental",
      special: " sea view ; Parking;",
      contactMethod: "whatsapp",
      furnished: "TRUE",
      bedroom: "10+",
      price: "1,200",
    });
    expect(input).toMatchObject({
      listingType: "Rental",
      special: ["Sea view", "Parking"],
      contactMethod: ["WhatsApp"],
      furnished: true,
      bedroom: "11",
      price: "1,200",
    });
    expect(rowToFormInput({ furnished: "1" }).furnished).toBe(true);
    expect(rowToFormInput({ furnished: "yes" }).furnished).toBe(true);
    expect(rowToFormInput({ furnished: "no" }).furnished).toBe(false);
  });

  it("reads prices as people type them, and says when one is not a number (decision 0037)", () => {
    for (const [price, value] of [
      ["1,200", 1200],
      ["1 200", 1200],
      ["١٬٢٠٠", 1200],
      ["۱۲۰۰", 1200],
    ] as const) {
      const result = validateRow(row({ price }), context);
      expect(result.ok && result.input.price, price).toBe(value);
    }
    const result = validateRow(row({ price: "1200 dollars", floor: "4", statePowerHours: "30" }), context);
    expect(result.ok ? [] : result.problems.map((problem) => [problem.column, problem.message])).toEqual([
      ["price", "features.priceNotNumber"],
      ["statePowerHours", "features.powerHoursInvalid"],
    ]);
  });

  it("leaves empty cells out, so optional fields take their defaults", () => {
    const result = validateRow(
      row({ description: "", reference: "", finishLevel: "", moveInDate: "", planId: "", special: "", paymentMethod: "", furnished: "" }),
      context,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.input).toMatchObject({ description: "", reference: "", planId: "free", special: [], paymentMethod: [], furnished: false, areaId: 7 });
    expect(result.input.finishLevel).toBeUndefined();
    expect(result.input.moveInDate).toBeUndefined();
  });

  it("puts the featured photo first", () => {
    const result = validateRow(row({}), context);
    expect(result.ok && result.photos).toEqual(["balcony.jpg", "living-room.jpg", "kitchen.jpg"]);
    expect(orderPhotos(["a.jpg", "b.jpg", "A.JPG"], "")).toEqual(["a.jpg", "b.jpg"]);
    expect(orderPhotos(["a.jpg", "b.jpg", "c.jpg"], "C.jpg")).toEqual(["c.jpg", "a.jpg", "b.jpg"]);
  });

  it("finds the area by any of its names, ignoring case and accents", () => {
    expect(placeKey("BEIRUT", "  achrafiéh ")).toBe(placeKey("Beirut", "Achrafieh"));
    expect(placeKey("بيروت", "الاشرفية")).toBe(placeKey("بيروت", "الأشرفية"));
  });
});

describe("a row's problems", () => {
  it("are all reported, with the row number, the column and a catalog key", () => {
    const result = validateRow(
      row(
        {
          title: "",
          listingType: "Lease",
          paymentFrequency: "Weekly",
          furnished: "maybe",
          bedroom: "12",
          area: "Atlantis",
          photos: "kitchen.jpg;pool.jpg",
          featured_photo: "roof.jpg",
        },
        5,
      ),
      context,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toEqual(
      expect.arrayContaining([
        { row: 5, column: "title", message: "listingForm.titleRequired" },
        { row: 5, column: "listingType", message: "listingForm.typeRequired" },
        { row: 5, column: "paymentFrequency", message: "bulk.errors.invalidChoice", values: { values: "Monthly, Quarterly, Semi-annually, Yearly" } },
        { row: 5, column: "furnished", message: "bulk.errors.yesNo" },
        { row: 5, column: "bedroom", message: "listingForm.roomsInvalid" },
        { row: 5, column: "area", message: "bulk.errors.areaUnknown", values: { district: "Beirut", area: "Atlantis" } },
        { row: 5, column: "photos", message: "bulk.errors.photoMissing", values: { name: "pool.jpg" } },
        { row: 5, column: "featured_photo", message: "bulk.errors.featuredNotInPhotos", values: { name: "roof.jpg" } },
      ]),
    );
  });

  it("an empty place or a missing contact method uses the form's own messages", () => {
    const result = validateRow(row({ district: "", contactMethod: "" }), context);
    expect(!result.ok && result.problems).toEqual([
      { row: 2, column: "contactMethod", message: "listingForm.contactRequired" },
      { row: 2, column: "area", message: "listingForm.areaRequired" },
    ]);
  });
});
