import { describe, expect, it } from "vitest";
import { CsvError, parseCsv, toCsv } from "../../domain/csv.ts";

describe("CSV (RFC 4180 as spreadsheets save it)", () => {
  it("reads plain fields, CRLF, LF and CR line ends, and a last line without its break", () => {
    expect(parseCsv("a,b\r\n1,2\n3,4\r5,6")).toEqual([
      ["a", "b"],
      ["1", "2"],
      ["3", "4"],
      ["5", "6"],
    ]);
  });

  it("reads quoted fields with commas, doubled quotes and line breaks inside", () => {
    expect(parseCsv('title,description\r\n"Flat, Achrafieh","Says ""hello""\r\nsecond line"\r\n')).toEqual([
      ["title", "description"],
      ["Flat, Achrafieh", 'Says "hello"\r\nsecond line'],
    ]);
  });

  it("drops a leading BOM, keeps empty fields, adds no row for the final line break", () => {
    expect(parseCsv("\uFEFFa,b,c\r\n,,\r\n")).toEqual([
      ["a", "b", "c"],
      ["", "", ""],
    ]);
    expect(parseCsv('""\n')).toEqual([[""]]);
  });

  it("reads Arabic text", () => {
    expect(parseCsv("district,area\nبيروت,الأشرفية\n")[1]).toEqual(["بيروت", "الأشرفية"]);
  });

  it("reads semicolon-separated files when the header has no comma", () => {
    expect(parseCsv('title;special\r\nFlat;"Balcony;Parking"\r\n')).toEqual([
      ["title", "special"],
      ["Flat", "Balcony;Parking"],
    ]);
  });

  it("refuses a quote that is never closed", () => {
    expect(() => parseCsv('a,b\n"open,2\n')).toThrow(CsvError);
  });

  it("writes what it reads back", () => {
    const rows = [
      ["title", "special", "description"],
      ["Flat, sea view", "Balcony;Parking", 'He said "yes"\nthen left'],
    ];
    expect(parseCsv(toCsv(rows))).toEqual(rows);
    expect(toCsv([["a", "b"]])).toBe("a,b\r\n");
  });
});
