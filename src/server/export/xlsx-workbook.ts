import { PassThrough } from "node:stream";
import ExcelJS from "exceljs";
import { displayWidth } from "../../domain/text/text.ts";
import type { WorkbookSheet } from "../../domain/export/index.ts";

const minWidth = 10;
const maxWidth = 60;
const headerFill = "FFE8EEF7";

/** Wide enough for the longest value (CJK counting twice), within bounds a screen can show. */
function columnWidth(sheet: WorkbookSheet, column: number): number {
  let widest = displayWidth(sheet.columns[column] ?? "");
  for (const row of sheet.rows) {
    const width = displayWidth(row[column] ?? "");
    if (width > widest) widest = width;
  }
  return Math.min(maxWidth, Math.max(minWidth, widest + 2));
}

/** A blank is no cell at all, so the file stays small; the rows hold no line breaks (EDITOR-IMPORT R41). */
export function cellValue(value: string): string | null {
  return value === "" ? null : value;
}

/**
 * The XLSX export, for review (EDITOR-IMPORT R47): the domain's sheets written as text cells (never
 * formulas, so a value starting with '=' stays text: R43), each under a bold, filled header row that stays in view while scrolling.
 * exceljs's streaming writer zips with Node's own zlib and inlines the strings, several times faster
 * than its in-memory workbook on a 10,000-keyword campaign (bench/export).
 */
export async function xlsxBytes(sheets: readonly WorkbookSheet[]): Promise<Uint8Array<ArrayBuffer>> {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on("data", (chunk: Buffer) => chunks.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  workbook.creator = "Adsmith";
  for (const plan of sheets) {
    const sheet = workbook.addWorksheet(plan.name, { views: [{ state: "frozen", ySplit: 1 }] });
    sheet.columns = plan.columns.map((header, index) => ({ header, width: columnWidth(plan, index) }));
    sheet.getRow(1).eachCell((cell) => {
      cell.font = { bold: true };
      cell.fill = { type: "pattern", pattern: "solid", fgColor: { argb: headerFill } };
      cell.alignment = { vertical: "middle" };
    });
    sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: plan.columns.length } };
    for (const row of plan.rows) sheet.addRow(row.map(cellValue)).commit();
    sheet.commit();
  }
  await workbook.commit();
  return new Uint8Array(Buffer.concat(chunks));
}
