import type { CampaignTypeId } from "../campaign-types/descriptor.ts";

/**
 * A campaign read from a Google Ads Editor file, shaped the way the campaign service stores one (a campaign
 * with its groups and their ads, assets as the editor keeps them), so an imported campaign opens in the
 * editor and exports again like one written in the product.
 */
export interface ImportedAd {
  finalUrl: string | null;
  assets: Record<string, unknown>;
}

export interface ImportedGroup {
  name: string;
  keywords: string[];
  landingPageUrl: string | null;
  callToAction: string | null;
  ads: ImportedAd[];
}

export interface ImportCounts {
  campaigns: number;
  adGroups: number;
  keywords: number;
  ads: number;
  sitelinks: number;
  callouts: number;
}

export interface ImportedCampaign {
  name: string;
  campaignType: CampaignTypeId;
  /** Google Ads Editor's name of the type, as the preview shows it. */
  typeLabel: string;
  formData: Record<string, unknown>;
  adGroups: ImportedGroup[];
  counts: Omit<ImportCounts, "campaigns">;
}

/** A row the import leaves out, with why: never dropped without a word (issue 22). */
export interface SkippedRow {
  /** The row's number in the file, the header being row 1, as a spreadsheet numbers it. */
  row: number;
  reason: string;
}

export interface EditorImport {
  campaigns: ImportedCampaign[];
  /** The first `skippedListed` of the rows left out; `skippedCount` counts them all. */
  skipped: SkippedRow[];
  skippedCount: number;
  /** Rows read below the header, blank lines left out. */
  rows: number;
  /** Header cells the import does not read: their values are not imported, the rest of each row is. */
  unknownColumns: string[];
  counts: ImportCounts;
}

/** A file of 100k rows must not answer a preview of 100k reasons: the first ones say what went wrong. */
export const skippedListed = 1000;
