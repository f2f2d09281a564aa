import type { EditorColumn } from "./columns.ts";

/** The entities a campaign exports as, one row each (DESIGN.md: one row per entity). */
export type RowKind = "campaign" | "adGroup" | "assetGroup" | "keyword" | "searchTheme" | "ad" | "sitelink" | "callout";

export type Cells = Partial<Record<EditorColumn, string>>;

/** One entity's row; a column it does not set stays blank, which Editor reads as 'no change'. */
export interface EditorRow {
  kind: RowKind;
  cells: Cells;
}

/** The rows as a table under the given header: a missing cell is the empty string. */
export function tableOf(rows: readonly EditorRow[], columns: readonly EditorColumn[]): string[][] {
  return [[...columns], ...rows.map((row) => columns.map((column) => row.cells[column] ?? ""))];
}
