import { inflateRawSync } from "node:zlib";
import ExcelJS from "exceljs";
import { CsvError, parseCsv } from "../../../domain/csv.ts";

/** The sheet could not be read as CSV or Excel; the whole upload is refused. */
export class SheetUnreadableError extends Error {
  constructor(readonly problem: "format" | "unreadable") {
    super(`Sheet refused: ${problem}`);
    this.name = "SheetUnreadableError";
  }
}

/** An .xlsx is a zip of XML: what it unpacks to is bounded, so a small file cannot explode in memory. */
const MAX_UNPACKED_BYTES = 40 * 1024 * 1024;

/**
 * Unpacks every entry of the zip with a running budget, reading the sizes from the data itself
 * (the sizes a zip declares may lie). Throws when the budget is exceeded or the zip is malformed.
 */
function assertUnpacksWithin(zip: Buffer, budget: number): void {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new SheetUnreadableError("unreadable");
  let entry = zip.readUInt32LE(end + 16);
  let remaining = budget;
  for (let count = zip.readUInt16LE(end + 10); count > 0; count -= 1) {
    if (zip.readUInt32LE(entry) !== 0x02014b50) throw new SheetUnreadableError("unreadable");
    const method = zip.readUInt16LE(entry + 10);
    const compressedSize = zip.readUInt32LE(entry + 20);
    const local = zip.readUInt32LE(entry + 42);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + compressedSize);
    if (method === 0) remaining -= data.length;
    else if (method === 8) remaining -= inflateRawSync(data, { maxOutputLength: Math.max(remaining, 1) }).length;
    else throw new SheetUnreadableError("unreadable");
    if (remaining < 0) throw new SheetUnreadableError("unreadable");
    entry += 46 + zip.readUInt16LE(entry + 28) + zip.readUInt16LE(entry + 30) + zip.readUInt16LE(entry + 32);
  }
}

/** A cell as the text a person sees; dates as YYYY-MM-DD (the form's date format). */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value !== "object") return String(value);
  if ("richText" in value) return value.richText.map((part) => part.text).join("");
  if ("hyperlink" in value) return String(value.text);
  if ("result" in value) return cellText(value.result);
  return "";
}

async function readXlsx(data: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  try {
    assertUnpacksWithin(data, MAX_UNPACKED_BYTES);
    // exceljs types its Buffer as an ArrayBuffer; it reads the bytes of either.
    await workbook.xlsx.load(data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) as ArrayBuffer);
  } catch {
    throw new SheetUnreadableError("unreadable");
  }
  // The template's listings sheet comes first; a "Help" sheet may follow.
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const table: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, columnNumber) => {
      cells[columnNumber - 1] = cellText(cell.value);
    });
    table[rowNumber - 1] = Array.from(cells, (cell) => cell ?? "");
  });
  // Row numbers stay those of the sheet: a row Excel did not store is an empty one.
  return Array.from(table, (row) => row ?? []);
}

/** The sheet as rows of cell texts, by its extension (.csv or .xlsx). */
export async function readSheet(file: { filename: string; data: Buffer }): Promise<string[][]> {
  const name = file.filename.toLowerCase();
  if (name.endsWith(".xlsx")) return readXlsx(file.data);
  if (!name.endsWith(".csv")) throw new SheetUnreadableError("format");
  const text = new TextDecoder("utf-8", { fatal: false }).decode(file.data);
  try {
    return parseCsv(text);
  } catch (error) {
    if (error instanceof CsvError) throw new SheetUnreadableError("unreadable");
    throw error;
  }
}
