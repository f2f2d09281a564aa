import type { CampaignTypeId } from "../campaign-types/descriptor.ts";
import { clipboardColumns, csvColumns, editorFileColumns, type EditorColumn } from "./columns.ts";
import type { EditorRow, RowKind } from "./editor-row.ts";

/** A format's view of the rows: which entities it carries and under which header. */
export interface Layout {
  columns: readonly EditorColumn[];
  kinds: readonly RowKind[];
}

const everyKind: readonly RowKind[] = ["campaign", "adGroup", "assetGroup", "keyword", "searchTheme", "ad", "sitelink", "callout"];

/** Search themes have no column among the CSV's 42, so their rows would read as blank lines there. */
export const csvLayout: Layout = { columns: csvColumns, kinds: everyKind.filter((kind) => kind !== "searchTheme") };

export const editorFileLayout: Layout = { columns: editorFileColumns, kinds: everyKind };

/** The clipboard carries the ads only: Performance Max's ad is its asset group row. */
export function clipboardLayout(type: CampaignTypeId): Layout {
  return { columns: clipboardColumns[type], kinds: type === "performance_max" ? ["assetGroup"] : ["ad"] };
}

export function rowsOf(rows: readonly EditorRow[], layout: Layout): EditorRow[] {
  return rows.filter((row) => layout.kinds.includes(row.kind));
}
