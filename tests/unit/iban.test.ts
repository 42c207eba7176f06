import { describe, expect, it } from "vitest";
import { formatIban, ibanLastFour, ibanProblem, isValidIban, isValidSwift, normaliseIban } from "../../domain/iban.ts";

const LB = "LB62 0999 0000 0001 0019 0122 9114";

describe("isValidIban", () => {
  it.each([
    LB,
    "FR14 2004 1010 0505 0001 3M02 606",
    "GB82 WEST 1234 5698 7654 32",
    "DE89 3704 0044 0532 0130 00",
    "AE07 0331 2345 6789 0123 456",
    "SA03 8000 0000 6080 1016 7519",
    "BE68 5390 0754 7034",
    "NO93 8601 1117 947",
    "CH93 0076 2011 6238 5295 7",
    "IT60 X054 2811 1010 0000 0123 456",
    "ES91 2100 0418 4502 0005 1332",
    "NL91 ABNA 0417 1643 00",
    "QA58 DOHB 0000 1234 5678 90AB CDEF G",
    "KW81 CBKU 0000 0000 0000 1234 5601 01",
    "JO94 CBJO 0010 0000 0000 0131 0003 02",
    "EG38 0019 0005 0000 0000 2631 8000 2",
    "TR33 0006 1005 1978 6457 8413 26",
  ])("accepts the published example %s", (iban) => {
    expect(ibanProblem(iban)).toBeNull();
    expect(isValidIban(iban)).toBe(true);
  });

  it("accepts lower case, no spaces and dashes", () => {
    expect(isValidIban("lb62099900000001001901229114")).toBe(true);
    expect(isValidIban("  lb62-0999-0000-0001-0019-0122-9114 ")).toBe(true);
    expect(isValidIban("Fr1420041010050500013m02606")).toBe(true);
  });
});

describe("ibanProblem", () => {
  it("reports required for empty input", () => {
    expect(ibanProblem("")).toBe("required");
    expect(ibanProblem("   ")).toBe("required");
    expect(ibanProblem(" - ")).toBe("required");
  });

  it("reports format for the wrong shape", () => {
    expect(ibanProblem("LB")).toBe("format");
    expect(ibanProblem("LB62")).toBe("format");
    expect(ibanProblem("62LB 0999 0000 0001 0019 0122 9114")).toBe("format");
    expect(ibanProblem("LBX2 0999 0000 0001 0019 0122 9114")).toBe("format");
    expect(ibanProblem("LB62 0999 0000 0001 0019 0122 911.")).toBe("format");
    expect(ibanProblem("LB62 ٠٩٩٩ 0000 0001 0019 0122 9114")).toBe("format");
  });

  it("reports country for a code outside the registry", () => {
    expect(ibanProblem("ZZ62 0999 0000 0001 0019 0122 9114")).toBe("country");
    expect(ibanProblem("US12 3456 7890 1234")).toBe("country");
  });

  it("reports length for the wrong length for the country", () => {
    expect(ibanProblem("LB62 0999 0000 0001 0019 0122 911")).toBe("length");
    expect(ibanProblem("LB62 0999 0000 0001 0019 0122 9114 5")).toBe("length");
    expect(ibanProblem("DE89 3704 0044 0532 0130 0")).toBe("length");
  });

  it("reports checksum when mod-97 is not 1", () => {
    expect(ibanProblem("LB63 0999 0000 0001 0019 0122 9114")).toBe("checksum");
    expect(ibanProblem("LB62 0999 0000 0001 0019 0122 9115")).toBe("checksum");
    expect(ibanProblem("GB82 WEST 1234 5698 7654 23")).toBe("checksum");
    expect(ibanProblem("FR14 2004 1010 0505 0001 3N02 606")).toBe("checksum");
    expect(isValidIban("LB63 0999 0000 0001 0019 0122 9114")).toBe(false);
  });
});

describe("normaliseIban", () => {
  it("upper-cases and strips spaces and dashes", () => {
    expect(normaliseIban(" lb62 0999-0000 0001\t0019 0122 9114 ")).toBe("LB62099900000001001901229114");
    expect(normaliseIban("")).toBe("");
  });
});

describe("ibanLastFour", () => {
  it("returns the last four characters of the normalised IBAN", () => {
    expect(ibanLastFour(LB)).toBe("9114");
    expect(ibanLastFour("fr14 2004 1010 0505 0001 3m02 606")).toBe("2606");
    expect(ibanLastFour("gb82 west 1234 5698 7654 32 ")).toBe("5432");
  });
});

describe("formatIban", () => {
  it("groups in fours", () => {
    expect(formatIban("lb62099900000001001901229114")).toBe(LB);
    expect(formatIban("FR1420041010050500013M02606")).toBe("FR14 2004 1010 0505 0001 3M02 606");
    expect(formatIban(" ae07-0331-2345-6789-0123-456")).toBe("AE07 0331 2345 6789 0123 456");
    expect(formatIban("")).toBe("");
  });
});

describe("isValidSwift", () => {
  it.each(["DEUTDEFF", "DEUTDEFF500", "BLOMLBBX", "blomlbbx", "NBOK KW KW", "BYBLLBBXXXX", "AUDBLBBX", "NATAAU33033"])("accepts %s", (code) => {
    expect(isValidSwift(code)).toBe(true);
  });

  it.each(["", "DEUTDEF", "DEUTDEFF5", "DEUTDEFF50", "DEUTDEFF5000", "DEU1DEFF", "DEUT1EFF", "DEUTDEF!", "DEUT-DE-FF"])("rejects %j", (code) => {
    expect(isValidSwift(code)).toBe(false);
  });
});
