/**
 * Column headers in Google Ads Editor's own vocabulary (DESIGN.md): English, one meaning each, so a file
 * imports without mapping. `editorColumns` below orders them for every format.
 */
type Fifteen = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 15;
type Five = 1 | 2 | 3 | 4 | 5;
type Four = 1 | 2 | 3 | 4;

export type HeadlineColumn = `Headline ${Fifteen}`;
export type HeadlinePositionColumn = `Headline ${Fifteen} position`;
export type LongHeadlineColumn = `Long headline ${Five}`;
export type DescriptionColumn = `Description ${Five}`;
export type DescriptionPositionColumn = `Description ${Four} position`;

export type EditorColumn =
  | "Campaign"
  | "Campaign Type"
  | "Campaign Status"
  | "Budget"
  | "Budget type"
  | "Bid Strategy Type"
  | "Target CPA"
  | "Target ROAS"
  | "Networks"
  | "Languages"
  | "EU political ads"
  | "Location"
  | "Location ID"
  | "Ad Group"
  | "Ad Group Status"
  | "Asset Group"
  | "Asset Group Status"
  | "Keyword"
  | "Criterion Type"
  | "Ad type"
  | HeadlineColumn
  | HeadlinePositionColumn
  | LongHeadlineColumn
  | DescriptionColumn
  | DescriptionPositionColumn
  | "Path 1"
  | "Path 2"
  | "Final URL"
  | "Status"
  | "Business name"
  | "Call to action"
  | "Link Text"
  | "Description Line 1"
  | "Description Line 2"
  | "Callout text";

const upTo = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

export const headlineColumn = (n: number) => `Headline ${n}` as HeadlineColumn;
export const headlinePositionColumn = (n: number) => `Headline ${n} position` as HeadlinePositionColumn;
export const longHeadlineColumn = (n: number) => `Long headline ${n}` as LongHeadlineColumn;
export const descriptionColumn = (n: number) => `Description ${n}` as DescriptionColumn;
export const descriptionPositionColumn = (n: number) => `Description ${n} position` as DescriptionPositionColumn;

/** The most of each that any type exports: Search and Performance Max 15 headlines, Search 4 descriptions. */
export const columnCounts = { headlines: 15, longHeadlines: 5, descriptions: 5, pinnedDescriptions: 4 } as const;

const longHeadlines = upTo(columnCounts.longHeadlines).map(longHeadlineColumn);

/** Each headline beside its pin, as Editor itself lays a responsive search ad out. */
const pinnedHeadlines = upTo(columnCounts.headlines).flatMap((n) => [headlineColumn(n), headlinePositionColumn(n)]);
const pinnedDescriptions = upTo(columnCounts.descriptions).flatMap((n) =>
  n <= columnCounts.pinnedDescriptions ? [descriptionColumn(n), descriptionPositionColumn(n)] : [descriptionColumn(n)],
);

/**
 * The one header of every format (EDITOR-IMPORT R40, R46): the Editor file, the CSV, the Sheets
 * spreadsheet and the clipboard carry these columns in this order; XLSX shows, per sheet, those its
 * rows fill. Spellings are a real Editor export's (R2).
 */
export const editorColumns: readonly EditorColumn[] = [
  "Campaign",
  "Campaign Type",
  "Campaign Status",
  "Budget",
  "Budget type",
  "Bid Strategy Type",
  "Target CPA",
  "Target ROAS",
  "Networks",
  "Languages",
  "EU political ads",
  "Location",
  "Location ID",
  "Ad Group",
  "Ad Group Status",
  "Asset Group",
  "Asset Group Status",
  "Keyword",
  "Criterion Type",
  "Ad type",
  ...pinnedHeadlines,
  ...longHeadlines,
  ...pinnedDescriptions,
  // Before the final URL, as in a real Editor export (EDITOR-IMPORT section 1).
  "Path 1",
  "Path 2",
  "Final URL",
  // An ad's own status, after its final URL as in a real Editor export: only a refreshed ad's old copy fills it (issue 22).
  "Status",
  "Business name",
  "Call to action",
  "Link Text",
  "Description Line 1",
  "Description Line 2",
  "Callout text",
];
