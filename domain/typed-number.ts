// Amounts as people type them (decision 0037): "1,250", "1 250", "1.250.000", "1 250,50",
// "١٬٢٥٠" (Arabic-Indic digits, what an Arabic keyboard types), "۱۲۵۰" (Persian digits), "$1,250".
// One reader for the posting form, the bulk sheet, the price filters and the API.

const ARABIC_INDIC_ZERO = 0x0660;
const PERSIAN_ZERO = 0x06f0;
/** Marks a copied number may carry: left-to-right, right-to-left and Arabic letter marks. */
const DIRECTION_MARKS = /[\u200e\u200f\u061c]/g;

/** Digits of any of the three systems as 0–9, the Arabic separators as "." and ",". */
function westernDigits(text: string): string {
  return text
    .replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => {
      const code = digit.charCodeAt(0);
      return String(code - (code >= PERSIAN_ZERO ? PERSIAN_ZERO : ARABIC_INDIC_ZERO));
    })
    .replace(/\u066b/g, ".") // Arabic decimal separator
    .replace(/\u066c/g, ",") // Arabic thousands separator
    .replace(/\u2019/g, "'");
}

/** Whole digits grouped by threes with one separator: "1,250", "1 250 000", "1.250.000", "1'250". */
const GROUPED = /^\d{1,3}(?<separator>[ ,.'])\d{3}(?:\k<separator>\d{3})*$/;
/**
 * A fraction: the last "." or "," followed by other than exactly three digits (three digits after
 * a separator are a group: no price has thousandths).
 */
const FRACTION = /^(?<whole>.+?)(?<mark>[.,])(?<fraction>\d{1,2}|\d{4,})$/;

/**
 * The number typed: `undefined` when nothing was typed, `NaN` when the text is not a number
 * (letters, a minus sign, separators out of place), otherwise its value.
 */
export function readTypedNumber(typed: string): number | undefined {
  const text = westernDigits(typed).replace(DIRECTION_MARKS, "").replace(/\s+/g, " ").trim();
  if (text === "") return undefined;
  const amount = text.replace(/^\$ ?| ?\$$/g, "");
  const parts = FRACTION.exec(amount)?.groups;
  const whole = parts?.whole ?? amount;
  // "1,250,50": the decimal mark cannot also be the grouping separator.
  if (parts && whole.includes(parts.mark!)) return Number.NaN;
  if (!/^\d+$/.test(whole) && !GROUPED.test(whole)) return Number.NaN;
  return Number(`${whole.replace(/\D/g, "")}${parts ? `.${parts.fraction}` : ""}`);
}

/** For a zod `preprocess`: a typed text is read as above; anything else (the API's numbers) is left to the schema. */
export function typedNumber(value: unknown): unknown {
  return typeof value === "string" ? readTypedNumber(value) : value;
}
