/**
 * IBAN and SWIFT/BIC validation. Pure: no Node APIs, safe in the browser and on the server.
 */

export type IbanProblem = "required" | "format" | "country" | "length" | "checksum";

/**
 * Official IBAN length per country, from the SWIFT IBAN registry (ISO 13616).
 * Dependent territories that use their parent's code (e.g. French overseas departments under FR) are not listed separately.
 */
const IBAN_LENGTHS: Readonly<Record<string, number>> = Object.freeze({
  AD: 24,
  AE: 23,
  AL: 28,
  AT: 20,
  AZ: 28,
  BA: 20,
  BE: 16,
  BG: 22,
  BH: 22,
  BI: 27,
  BR: 29,
  BY: 28,
  CH: 21,
  CR: 22,
  CY: 28,
  CZ: 24,
  DE: 22,
  DJ: 27,
  DK: 18,
  DO: 28,
  EE: 20,
  EG: 29,
  ES: 24,
  FI: 18,
  FK: 18,
  FO: 18,
  FR: 27,
  GB: 22,
  GE: 22,
  GI: 23,
  GL: 18,
  GR: 27,
  GT: 28,
  HN: 28,
  HR: 21,
  HU: 28,
  IE: 22,
  IL: 23,
  IQ: 23,
  IS: 26,
  IT: 27,
  JO: 30,
  KW: 30,
  KZ: 20,
  LB: 28,
  LC: 32,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  LY: 25,
  MC: 27,
  MD: 24,
  ME: 22,
  MK: 19,
  MN: 20,
  MR: 27,
  MT: 31,
  MU: 30,
  NI: 28,
  NL: 18,
  NO: 15,
  OM: 23,
  PK: 24,
  PL: 28,
  PS: 29,
  PT: 25,
  QA: 29,
  RO: 24,
  RS: 22,
  RU: 33,
  SA: 24,
  SC: 31,
  SD: 18,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
  SO: 23,
  ST: 25,
  SV: 28,
  TL: 23,
  TN: 24,
  TR: 26,
  UA: 29,
  VA: 22,
  VG: 24,
  XK: 20,
  YE: 30,
});

const IBAN_SHAPE = /^[A-Z]{2}[0-9]{2}[A-Z0-9]+$/;
const SWIFT_SHAPE = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/;

/** Upper-cases and removes spaces and dashes. */
export function normaliseIban(input: string): string {
  return input.replace(/[\s-]+/g, "").toUpperCase();
}

/** ISO 7064 MOD 97-10 over the rearranged IBAN, computed in chunks so no precision is lost. */
function mod97(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const code = char.charCodeAt(0);
    // Digits stay as-is; letters become 10..35 (two digits).
    const digits = code >= 48 && code <= 57 ? char : String(code - 55);
    for (const digit of digits) {
      remainder = (remainder * 10 + (digit.charCodeAt(0) - 48)) % 97;
    }
  }
  return remainder;
}

/**
 * null when valid, else the first problem: empty → required; bad shape → format;
 * unknown country code → country; wrong length for that country → length; mod-97 ≠ 1 → checksum.
 */
export function ibanProblem(input: string): IbanProblem | null {
  const iban = normaliseIban(input);
  if (iban === "") return "required";
  if (!IBAN_SHAPE.test(iban)) return "format";
  const expectedLength = IBAN_LENGTHS[iban.slice(0, 2)];
  if (expectedLength === undefined) return "country";
  if (iban.length !== expectedLength) return "length";
  if (mod97(iban) !== 1) return "checksum";
  return null;
}

export function isValidIban(input: string): boolean {
  return ibanProblem(input) === null;
}

/** Last four characters of the normalised IBAN (the spec's iban4). */
export function ibanLastFour(input: string): string {
  return normaliseIban(input).slice(-4);
}

/** Groups of four for display, e.g. "LB62 0999 0000 ...". */
export function formatIban(input: string): string {
  return normaliseIban(input).replace(/(.{4})(?=.)/g, "$1 ");
}

/** SWIFT/BIC: 4-letter bank, 2-letter country, 2 alphanumeric location, optional 3 alphanumeric branch. Case-insensitive, spaces ignored. */
export function isValidSwift(input: string): boolean {
  return SWIFT_SHAPE.test(input.replace(/\s+/g, "").toUpperCase());
}
