import { delimitedText } from "./delimited.ts";
import { spreadsheetSafe } from "./cell-hygiene.ts";
import { type EditorRow, exportTable } from "./editor-row.ts";
import { utf16leWithBom, utf8WithBom } from "./file-encoding.ts";
import { csvFileName, editorFileName, xlsxFileName } from "./file-names.ts";

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

/**
 * The UTF-8 CSV: the Editor file's rows and columns, comma-separated (EDITOR-IMPORT R6, R46). People open
 * it in spreadsheets too, so a cell that a spreadsheet would run as a formula starts with `'` (R42).
 */
export function csvText(rows: readonly EditorRow[]): string {
  return delimitedText(
    exportTable(rows).map((row) => row.map(spreadsheetSafe)),
    ",",
  );
}

export const csvBytes = (rows: readonly EditorRow[]) => utf8WithBom(csvText(rows));

/** Editor's own export format (R5): tab-separated, the text exactly as the user wrote it. */
export function editorFileText(rows: readonly EditorRow[]): string {
  return delimitedText(exportTable(rows), "\t");
}

export const editorFileBytes = (rows: readonly EditorRow[]) => utf16leWithBom(editorFileText(rows));
