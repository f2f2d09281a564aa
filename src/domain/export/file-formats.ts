import { delimitedText } from "./delimited.ts";
import { type EditorRow, tableOf } from "./editor-row.ts";
import { utf16leWithBom, utf8WithBom } from "./file-encoding.ts";
import { csvFileName, editorFileName, xlsxFileName } from "./file-names.ts";
import { csvLayout, editorFileLayout, rowsOf } from "./layouts.ts";

/** The file formats the server writes; Google Sheets and the clipboard are not files. */
export const fileExportFormats = ["csv", "editor", "xlsx"] as const;
export type FileExportFormat = (typeof fileExportFormats)[number];

export const fileExportTypes: Record<FileExportFormat, { contentType: string; fileName: (campaign: string) => string }> = {
  csv: { contentType: "text/csv; charset=utf-8", fileName: csvFileName },
  editor: { contentType: "text/csv; charset=utf-16le", fileName: editorFileName },
  xlsx: { contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", fileName: xlsxFileName },
};

export function isFileExportFormat(value: string): value is FileExportFormat {
  return (fileExportFormats as readonly string[]).includes(value);
}

/** The text of the CSV for Google Ads Editor and spreadsheets: the 42 columns, comma-separated. */
export function csvText(rows: readonly EditorRow[]): string {
  return delimitedText(tableOf(rowsOf(rows, csvLayout), csvLayout.columns), ",");
}

export const csvBytes = (rows: readonly EditorRow[]) => utf8WithBom(csvText(rows));

/** Editor's own export format: tab-separated, every column Editor reads. */
export function editorFileText(rows: readonly EditorRow[]): string {
  return delimitedText(tableOf(rowsOf(rows, editorFileLayout), editorFileLayout.columns), "\t");
}

export const editorFileBytes = (rows: readonly EditorRow[]) => utf16leWithBom(editorFileText(rows));
