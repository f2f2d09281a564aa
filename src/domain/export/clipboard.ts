import type { CampaignTypeId } from "../campaign-types/descriptor.ts";
import { tableOf, type EditorRow } from "./editor-row.ts";
import { clipboardLayout, rowsOf } from "./layouts.ts";

/**
 * What 'Make multiple changes' pastes: a header row, then one row per ad, tab-separated. A pasted grid
 * has no quoting, so tabs and line breaks inside a value become single spaces.
 */
export function clipboardText(rows: readonly EditorRow[], type: CampaignTypeId): string {
  const layout = clipboardLayout(type);
  return tableOf(rowsOf(rows, layout), layout.columns)
    .map((row) => row.map((value) => value.replace(/[\t\r\n]+/g, " ")).join("\t"))
    .join("\n");
}
