// CSV as RFC 4180 writes it, and as spreadsheets save it: quoted fields may hold commas, quotes
// ("" is one quote) and line breaks; lines end in CRLF, LF or CR; a UTF-8 BOM may lead.

export class CsvError extends Error {
  constructor() {
    super("A quoted CSV field is not closed");
    this.name = "CsvError";
  }
}

/**
 * The delimiter of a file: a comma, or a semicolon when the first line has semicolons and no comma
 * (spreadsheets set to French and other comma-decimal languages save CSV that way).
 */
function delimiterOf(text: string): string {
  const firstLine = text.slice(0, text.search(/[\r\n]|$/));
  return !firstLine.includes(",") && firstLine.includes(";") ? ";" : ",";
}

export function parseCsv(input: string): string[][] {
  const text = input.startsWith("\uFEFF") ? input.slice(1) : input;
  const delimiter = delimiterOf(text);
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  let index = 0;
  const endField = () => {
    row.push(field);
    field = "";
  };
  const endRow = () => {
    endField();
    rows.push(row);
    row = [];
  };

  while (index < text.length) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 2;
        continue;
      }
      if (char === '"') quoted = false;
      else field += char;
      index += 1;
      continue;
    }
    if (char === '"' && field === "") quoted = true;
    else if (char === delimiter) endField();
    else if (char === "\r" || char === "\n") {
      endRow();
      if (char === "\r" && text[index + 1] === "\n") index += 1;
    } else field += char;
    index += 1;
  }
  if (quoted) throw new CsvError();
  // A last line without its line break still counts; a final line break adds no empty row.
  if (field !== "" || row.length > 0) endRow();
  return rows;
}

const needsQuotes = /[",\r\n;]|^\s|\s$/;
/** What a spreadsheet would run as a formula when a cell starts with it (OWASP's CSV injection list). */
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

export type CsvCell = string | number;

/**
 * One cell, quoted as RFC 4180 wants. A cell a spreadsheet would take for a formula (a listing
 * title "=HYPERLINK(…)", a name "@…") is written as text behind a `'`; a plain number, like the
 * app's own "-25.00", stays a number (decision 0044).
 */
export function csvCell(value: CsvCell): string {
  const text = String(value);
  const safe = FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
  return needsQuotes.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * The one CSV writer of Beitna: every cell through `csvCell`, CRLF line ends, and with `bom` the
 * UTF-8 byte order mark that tells Excel the file is UTF-8 (so Arabic opens readable).
 */
export function toCsv(rows: readonly (readonly CsvCell[])[], options: { bom?: boolean } = {}): string {
  const body = rows
    .map((row) => row.map(csvCell).join(","))
    .join("\r\n")
    .concat("\r\n");
  return options.bom ? `\uFEFF${body}` : body;
}
