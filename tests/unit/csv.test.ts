import { describe, expect, it } from "vitest";
import { CsvError, csvCell, parseCsv, toCsv } from "../../domain/csv.ts";

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

  it("writes a cell a spreadsheet would run as a formula as text, keeps plain numbers numbers, and adds the BOM when asked", () => {
    for (const formula of ["=1+1", "+cmd|' /C calc'!A0", "-2+3", "@SUM(A1)", "\t=1", "\r=1"]) {
      expect(parseCsv(toCsv([[formula]]))).toEqual([[`'${formula}`]]);
    }
    expect(csvCell('=HYPERLINK("http://evil.example","x")')).toBe(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(csvCell("-25.00")).toBe("-25.00");
    expect(csvCell(-3)).toBe("-3");
    expect(csvCell(12)).toBe("12");
    expect(csvCell("Flat - Hamra")).toBe("Flat - Hamra");
    expect(toCsv([["a"], [1]], { bom: true })).toBe("\uFEFFa\r\n1\r\n");
  });
});
