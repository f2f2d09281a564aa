import type { CampaignTypeId } from "../campaign-types/descriptor.ts";

/**
 * Column headers in Google Ads Editor's own vocabulary (DESIGN.md): English, one meaning each, so a file
 * imports without mapping. Every layout below picks and orders a subset of these names.
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
  | "Languages"
  | "EU political ads"
  | "Ad Group"
  | "Ad Group Status"
  | "Asset Group"
  | "Keyword"
  | "Criterion Type"
  | "Search theme"
  | "Ad type"
  | "Labels"
  | HeadlineColumn
  | HeadlinePositionColumn
  | LongHeadlineColumn
  | DescriptionColumn
  | DescriptionPositionColumn
  | "Final URL"
  | "Business name"
  | "Link Text"
  | "Description Line 1"
  | "Description Line 2"
  | "Device Preference"
  | "Callout text";

const upTo = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

export const headlineColumn = (n: number) => `Headline ${n}` as HeadlineColumn;
export const headlinePositionColumn = (n: number) => `Headline ${n} position` as HeadlinePositionColumn;
export const longHeadlineColumn = (n: number) => `Long headline ${n}` as LongHeadlineColumn;
export const descriptionColumn = (n: number) => `Description ${n}` as DescriptionColumn;
export const descriptionPositionColumn = (n: number) => `Description ${n} position` as DescriptionPositionColumn;

/** The most of each that any type exports: Search and Performance Max 15 headlines, Search 4 descriptions. */
export const columnCounts = { headlines: 15, longHeadlines: 5, descriptions: 5, pinnedDescriptions: 4 } as const;

const headlines = upTo(columnCounts.headlines).map(headlineColumn);
const longHeadlines = upTo(columnCounts.longHeadlines).map(longHeadlineColumn);
const descriptions = upTo(columnCounts.descriptions).map(descriptionColumn);

/**
 * The CSV's 42 columns (part 2, section 9): everything all three types need to import, in the order a
 * reader scans a row. The constant settings Editor defaults the same way (budget type Daily), the
 * search themes and the pins are carried by the Editor file, which has no column limit.
 */
export const csvColumns: readonly EditorColumn[] = [
  "Campaign",
  "Campaign Type",
  "Campaign Status",
  "Budget",
  "Languages",
  "Ad Group",
  "Asset Group",
  "Keyword",
  "Criterion Type",
  "Ad type",
  ...headlines,
  ...longHeadlines,
  ...descriptions,
  "Final URL",
  "Business name",
  "Link Text",
  "Description Line 1",
  "Description Line 2",
  "Device Preference",
  "Callout text",
];

/** Each headline beside its pin, as Editor itself lays a responsive search ad out. */
const pinnedHeadlines = upTo(columnCounts.headlines).flatMap((n) => [headlineColumn(n), headlinePositionColumn(n)]);
const pinnedDescriptions = upTo(columnCounts.descriptions).flatMap((n) =>
  n <= columnCounts.pinnedDescriptions ? [descriptionColumn(n), descriptionPositionColumn(n)] : [descriptionColumn(n)],
);

/** The Google Ads Editor file: the CSV's columns plus the settings, search themes and pins it leaves out. */
export const editorFileColumns: readonly EditorColumn[] = [
  "Campaign",
  "Campaign Type",
  "Campaign Status",
  "Budget",
  "Budget type",
  "Languages",
  "EU political ads",
  "Ad Group",
  "Ad Group Status",
  "Asset Group",
  "Keyword",
  "Criterion Type",
  "Search theme",
  "Ad type",
  ...pinnedHeadlines,
  ...longHeadlines,
  ...pinnedDescriptions,
  "Final URL",
  "Business name",
  "Link Text",
  "Description Line 1",
  "Description Line 2",
  "Device Preference",
  "Callout text",
];

/** Part 2, section 9's clipboard rows for Editor's 'Make multiple changes', one layout per type. */
export const clipboardColumns = {
  search: [
    "Campaign",
    "Ad Group",
    "Ad type",
    "Labels",
    ...pinnedHeadlines,
    ...upTo(columnCounts.pinnedDescriptions).flatMap((n) => [descriptionColumn(n), descriptionPositionColumn(n)]),
    "Final URL",
  ],
  performance_max: ["Campaign", "Asset Group", ...headlines, ...longHeadlines, ...descriptions, "Business name", "Final URL"],
  demand_gen: ["Campaign", "Ad Group", "Ad type", ...upTo(5).map(headlineColumn), ...longHeadlines, ...descriptions, "Business name", "Final URL"],
} as const satisfies Record<CampaignTypeId, readonly EditorColumn[]>;
