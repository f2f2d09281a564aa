import { groupNameKey } from "../campaigns/group-names.ts";
import type { ExistingCampaignChoice } from "../contracts/imports.ts";
import type { CampaignTypeId } from "../campaign-types/descriptor.ts";
import type { EditorImportSummary, ImportCounts, SkippedRow } from "./imported-campaign.ts";

/** What the import dialog shows before anything is saved (issue 22). */
export interface ImportPreviewCampaign {
  name: string;
  campaignType: CampaignTypeId;
  typeLabel: string;
  /** The first group names, enough to recognise the campaign; `adGroups` counts them all. */
  groupNames: string[];
  adGroups: number;
  keywords: number;
  ads: number;
  sitelinks: number;
  callouts: number;
  /** The account's campaign of the same name (trimmed, ignoring case): the user chooses Update or Import as copy. */
  existing: { id: string; name: string } | null;
}

export interface ImportSummary {
  id: string;
  campaignIds: string[];
  counts: ImportCounts;
}

export interface ImportPreview extends Omit<ImportCounts, "campaigns"> {
  campaigns: ImportPreviewCampaign[];
  skipped: SkippedRow[];
  skippedCount: number;
  rows: number;
  unknownColumns: string[];
  /** This very file was imported into the account before: saving again answers that import. */
  alreadyImported: ImportSummary | null;
}

const groupNamesShown = 10;

export function importPreview(parsed: EditorImportSummary, existing: ReadonlyMap<string, { id: string; name: string }>, alreadyImported: ImportSummary | null): ImportPreview {
  const { campaigns: _count, ...counts } = parsed.counts;
  return {
    ...counts,
    campaigns: parsed.campaigns.map((campaign) => ({
      name: campaign.name,
      campaignType: campaign.campaignType,
      typeLabel: campaign.typeLabel,
      groupNames: campaign.adGroups.slice(0, groupNamesShown).map((group) => group.name),
      ...campaign.counts,
      existing: existing.get(groupNameKey(campaign.name)) ?? null,
    })),
    skipped: parsed.skipped,
    skippedCount: parsed.skippedCount,
    rows: parsed.rows,
    unknownColumns: parsed.unknownColumns,
    alreadyImported,
  };
}

export const importMessages = {
  nothingToImport: "The file holds no campaign Adsmith can import: see the rows left out and why.",
  chooseForExisting: (names: readonly string[]) =>
    `This account already has ${names.length === 1 ? "a campaign" : "campaigns"} named ${names.map((name) => `"${name}"`).join(", ")}: choose Update or Import as copy for ${names.length === 1 ? "it" : "each"}.`,
  tooLarge: "The file is larger than 20 MB: export fewer campaigns from Google Ads Editor and import them in parts.",
  contentType: "Send the Google Ads Editor file itself as the body (Content-Type text/csv, text/tab-separated-values or application/octet-stream).",
  emptyBody: "The request has no file: send the Google Ads Editor export as the body.",
} as const;

/** The user's choice for an existing campaign: its own, else the one for all, else none (the save refuses). */
export function choiceFor(name: string, query: { onExisting?: ExistingCampaignChoice | undefined; update: readonly string[]; copy: readonly string[] }): ExistingCampaignChoice | null {
  const key = groupNameKey(name);
  if (query.update.some((item) => groupNameKey(item) === key)) return "update";
  if (query.copy.some((item) => groupNameKey(item) === key)) return "copy";
  return query.onExisting ?? null;
}
