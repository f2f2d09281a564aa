import { Readable } from "node:stream";
import ExcelJS from "exceljs";

/**
 * Independent readers for the round-trip tests: exceljs's CSV reader (fast-csv underneath) for the CSV,
 * the Editor file and the clipboard, and exceljs's XLSX reader, so a file is read by code that did not
 * write it. Values are kept as text (no number or date guessing): Editor reads text.
 */
export type RecordRow = Record<string, string>;

const cellText = (value: ExcelJS.CellValue): string => (value === null || value === undefined ? "" : typeof value === "object" ? JSON.stringify(value) : String(value));

function recordsOf(sheet: ExcelJS.Worksheet): RecordRow[] {
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    const values: string[] = [];
    for (let column = 1; column <= sheet.columnCount; column++) values.push(cellText(row.getCell(column).value));
    rows.push(values);
  });
  const [header = [], ...body] = rows;
  return body.map((row) => Object.fromEntries(header.map((column, index) => [column, row[index] ?? ""]).filter(([, value]) => value !== "")));
}

/** Delimited text (already decoded) as records keyed by its header row. */
export async function readDelimited(text: string, delimiter: "," | "\t", quoted = true): Promise<RecordRow[]> {
  const workbook = new ExcelJS.Workbook();
  const sheet = await workbook.csv.read(Readable.from([text]), {
    map: (value: string) => value,
    // The clipboard has no quoting: a double quote is a character like any other there.
    parserOptions: { delimiter, ...(quoted ? {} : { quote: null }) },
  });
  return recordsOf(sheet);
}

/** Every sheet's records, in sheet order. */
export async function readWorkbook(bytes: Uint8Array): Promise<RecordRow[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes.slice().buffer);
  return workbook.worksheets.flatMap(recordsOf);
}
