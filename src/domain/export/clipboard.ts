import { type EditorRow, exportTable } from "./editor-row.ts";

/**
 * What Editor's 'Make multiple changes' pastes (EDITOR-IMPORT R49): the header row and every row of
 * the Editor file, tab-separated. A pasted grid has no quoting; the rows hold no tab or line break (R41).
 */
export function clipboardText(rows: readonly EditorRow[]): string {
  return exportTable(rows)
    .map((row) => row.join("\t"))
    .join("\n");
}
