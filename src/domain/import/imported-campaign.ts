import type { AdAssets } from "../ads/ad-assets.ts";
import type { Sitelink } from "../ads/generated-ads.ts";
import type { CampaignTypeId } from "../campaign-types/descriptor.ts";
import type { SavedFormData } from "../wizard/saved-form-data.ts";

/**
 * A campaign read from a Google Ads Editor file, shaped the way the campaign service stores one (a campaign
 * with its groups and their ads, assets as the editor keeps them), so an imported campaign opens in the
 * editor and exports again like one written in the product.
 */
export interface ImportedAd {
  finalUrl: string | null;
  assets: AdAssets;
  /** A refreshed ad's old copy, as the product's export writes it (paused, just before): exported again so. */
  replacedAssets?: AdAssets;
}

export interface ImportCounts {
  campaigns: number;
  adGroups: number;
  keywords: number;
  ads: number;
  sitelinks: number;
  callouts: number;
}

export type CampaignCounts = Omit<ImportCounts, "campaigns">;

/**
 * What the file says about a group apart from its keywords and ads, which stream past as items (import-item.ts):
 * the import holds the file's structure, never its rows.
 */
export interface ImportedGroupSummary {
  key: string;
  name: string;
  /** Order of first appearance in the file: the group's position in its campaign. */
  position: number;
  /** The first final URL of its ads: the group's landing page, as the product keeps one per group. */
  landingPageUrl: string | null;
  callToAction: string | null;
}

export interface ImportedCampaignSummary {
  key: string;
  name: string;
  campaignType: CampaignTypeId;
  /** Google Ads Editor's name of the type, as the preview shows it. */
  typeLabel: string;
  formData: SavedFormData;
  adGroups: ImportedGroupSummary[];
  /** Campaign assets in Editor; in the product they go on the campaign's first ad. */
  sitelinks: Sitelink[];
  callouts: string[];
  counts: CampaignCounts;
}

/** A row the import leaves out, with why: never dropped without a word (issue 22). */
export interface SkippedRow {
  /** The row's number in the file, the header being row 1, as a spreadsheet numbers it. */
  row: number;
  reason: string;
}

interface ImportReport {
  /** The first `skippedListed` of the rows left out; `skippedCount` counts them all. */
  skipped: SkippedRow[];
  skippedCount: number;
  /** Rows read below the header, blank lines left out. */
  rows: number;
  /** Header cells the import does not read: their values are not imported, the rest of each row is. */
  unknownColumns: string[];
  counts: ImportCounts;
}

/** A file read through: its campaigns' structure and what was left out. */
export interface EditorImportSummary extends ImportReport {
  campaigns: ImportedCampaignSummary[];
}

/** A file of 100k rows must not answer a preview of 100k reasons: the first ones say what went wrong. */
export const skippedListed = 1000;
