import ExcelJS from "exceljs";
import { BULK_COLUMNS, EXAMPLE_ROW } from "#domain/bulk-sheet.ts";
import { toCsv } from "#domain/csv.ts";
import { createI18n, loadCatalog } from "#domain/i18n/i18n.ts";
import { columnHelp } from "~/lib/bulk-help.ts";
import { requestContext } from "#server/http/request-context.ts";
import type { Route } from "./+types/bulk-template";

const FILE_NAME = "beitna-bulk-listings";
const download = (body: BodyInit, type: string, extension: string) =>
  new Response(body, {
    headers: { "content-type": type, "content-disposition": `attachment; filename="${FILE_NAME}.${extension}"`, "cache-control": "no-cache" },
  });

/** The template of the bulk sheet: its header row and one example listing; the Excel one adds a Help sheet. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const header = [...BULK_COLUMNS];
  const example = BULK_COLUMNS.map((column) => EXAMPLE_ROW[column]);

  if (params.format === "csv") {
    // The BOM tells Excel the file is UTF-8, so Arabic text opens readable.
    return download(toCsv([header, example], { bom: true }), "text/csv; charset=utf-8", "csv");
  }
  if (params.format !== "xlsx") throw new Response(null, { status: 404 });

  const { locale } = context.get(requestContext);
  await loadCatalog(locale);
  const { t } = createI18n(locale);
  const workbook = new ExcelJS.Workbook();
  const listings = workbook.addWorksheet("Listings", { views: [{ state: "frozen", ySplit: 1 }] });
  listings.columns = BULK_COLUMNS.map((column) => ({ header: column, key: column, width: Math.max(14, column.length + 4) }));
  listings.getRow(1).font = { bold: true };
  // Whole numbers as numbers, so Excel does not flag them as "number stored as text".
  listings.addRow(example.map((value) => (/^\d+$/.test(value) ? Number(value) : value)));

  const help = workbook.addWorksheet(t("bulk.helpSheet"), { views: [{ rightToLeft: locale === "ar" }] });
  help.columns = [
    { header: t("bulk.columnName"), width: 20 },
    { header: t("bulk.columnHelp"), width: 100 },
  ];
  help.getRow(1).font = { bold: true };
  for (const column of BULK_COLUMNS) help.addRow([column, columnHelp(t, column)]);

  const body = await workbook.xlsx.writeBuffer();
  return download(new Uint8Array(body), "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", "xlsx");
}
