import { editorColumns, type EditorColumn } from "./columns.ts";
import type { EditorRow, RowKind } from "./editor-row.ts";

/** One XLSX sheet: an entity kind's rows under the Editor columns that kind fills. */
export interface WorkbookSheet {
  name: string;
  columns: EditorColumn[];
  /** Values only; the header is `columns`. */
  rows: string[][];
}

const sheetNames: Record<RowKind, string> = {
  campaign: "Campaigns",
  location: "Locations",
  adGroup: "Ad groups",
  assetGroup: "Asset groups",
  keyword: "Keywords",
  ad: "Ads",
  sitelink: "Sitelinks",
  callout: "Callouts",
};

const sheetOrder = Object.keys(sheetNames) as RowKind[];

/**
 * A sheet per kind that has rows, in the campaign's own order. A column shows when any row of the kind
 * fills it, so a Search ad sheet has no long headlines and pins show only when the ads have some.
 */
export function workbookSheets(rows: readonly EditorRow[]): WorkbookSheet[] {
  return sheetOrder.flatMap((kind) => {
    const ofKind = rows.filter((row) => row.kind === kind);
    if (ofKind.length === 0) return [];
    const filled = new Set<string>(["Campaign"]);
    for (const row of ofKind) for (const [column, value] of Object.entries(row.cells)) if (value) filled.add(column);
    const columns = editorColumns.filter((column) => filled.has(column));
    return [{ name: sheetNames[kind], columns, rows: ofKind.map((row) => columns.map((column) => row.cells[column] ?? "")) }];
  });
}
