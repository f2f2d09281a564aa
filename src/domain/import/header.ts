import { type EditorColumn, editorColumns } from "../export/columns.ts";

/**
 * Editor's header row (EDITOR-IMPORT R1, R2): English column names where case, spaces and underscores do not
 * matter. Each header cell names one of the columns the exporter writes, an alias real Editor exports use
 * for it, or a column the import does not read (listed in the preview, never an error).
 */
const keyOf = (header: string) => header.replace(/[\s_]+/g, "").toLowerCase();

/**
 * Columns of real Editor exports that the product's exporter does not write but whose rows the import must
 * recognise to say why it leaves them out (a search theme row is not a second asset group).
 */
export type ImportColumn = EditorColumn | "Search theme" | "Audience signal" | "Status";

const aliases: Record<string, ImportColumn> = {
  searchtheme: "Search theme",
  audiencesignal: "Audience signal",
  status: "Status",
  finalurls: "Final URL",
  sitelinktext: "Link Text",
  linktext: "Link Text",
  sitelinkdescription1: "Description Line 1",
  sitelinkdescription2: "Description Line 2",
  callout: "Callout text",
  adgroupname: "Ad Group",
  campaignname: "Campaign",
  assetgroupname: "Asset Group",
  matchtype: "Criterion Type",
  keywordmatchtype: "Criterion Type",
  campaignstate: "Campaign Status",
  adgroupstate: "Ad Group Status",
};

const known = new Map<string, ImportColumn>([...editorColumns.map((column) => [keyOf(column), column] as const), ...Object.entries(aliases)]);

export interface Header {
  /** Each cell's column, or null for one the import does not read. */
  columns: (ImportColumn | null)[];
  /** The header cells the import does not read, as the file spells them. */
  unknown: string[];
}

export const headerMessages = {
  missing:
    "This is not a Google Ads Editor export: its first row should be Editor's column headers (Campaign, Campaign Type, Ad Group, Keyword, Criterion Type, Headline 1, ...). Export it from Editor with Account > Export > CSV.",
} as const;

/** The header, or null when the first row is not Editor's (no `Campaign` column: nothing could be placed). */
export function readHeader(cells: readonly string[]): Header | null {
  const columns = cells.map((cell) => known.get(keyOf(cell.replace(/^\uFEFF/, ""))) ?? null);
  if (!columns.includes("Campaign")) return null;
  const unknown = cells.filter((cell, index) => columns[index] === null && cell.trim() !== "").map((cell) => cell.trim());
  return { columns, unknown };
}
