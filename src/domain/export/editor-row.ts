import { type EditorColumn, editorColumns } from "./columns.ts";

/** The entities a campaign exports as, one row each (EDITOR-IMPORT R3). */
export type RowKind = "campaign" | "location" | "adGroup" | "assetGroup" | "keyword" | "ad" | "sitelink" | "callout";

export type Cells = Partial<Record<EditorColumn, string>>;

/** One entity's row; a column it does not set stays blank, which Editor reads as 'no change' (R4). */
export interface EditorRow {
  kind: RowKind;
  cells: Cells;
}

/** The rows as a table under the given header: a missing cell is the empty string. */
export function tableOf(rows: readonly EditorRow[], columns: readonly EditorColumn[]): string[][] {
  return [[...columns], ...rows.map((row) => columns.map((column) => row.cells[column] ?? ""))];
}

/** What every format but XLSX writes: the header in row 1 (R1), then every row under the one set of columns (R40). */
export const exportTable = (rows: readonly EditorRow[]) => tableOf(rows, editorColumns);
