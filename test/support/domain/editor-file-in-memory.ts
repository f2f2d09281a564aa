import {
  createEditorFileReader,
  type EditorImportSummary,
  type ImportedAd,
  type ImportedCampaignSummary,
  type ImportItem,
} from "../../../src/domain/import/index.ts";

/** A group with its keywords and ads, as a file read whole holds it. */
export interface ImportedGroup {
  name: string;
  keywords: string[];
  landingPageUrl: string | null;
  callToAction: string | null;
  ads: ImportedAd[];
}

export type ImportedCampaign = Omit<ImportedCampaignSummary, "key" | "adGroups" | "sitelinks" | "callouts"> & { adGroups: ImportedGroup[] };

/** A file read whole, in memory: every campaign with its groups, keywords and ads. */
export type EditorImport = Omit<EditorImportSummary, "campaigns"> & { campaigns: ImportedCampaign[] };

/**
 * A file's structure and items put together in memory: every campaign whole, its sitelinks and callouts on
 * its first ad (the product keeps them per ad). The product streams the items into the database instead
 * (server/imports/import-writer.ts); tests read a file whole to say what it holds.
 */
export function assembleImport(summary: EditorImportSummary, items: Iterable<ImportItem>): EditorImport {
  const groups = new Map<string, ImportedGroup>();
  const campaigns: ImportedCampaign[] = summary.campaigns.map((campaign) => {
    const adGroups = [...campaign.adGroups]
      .sort((a, b) => a.position - b.position)
      .map((group) => {
        const assembled: ImportedGroup = { name: group.name, keywords: [], landingPageUrl: group.landingPageUrl, callToAction: group.callToAction, ads: [] };
        groups.set(`${campaign.key}\u0000${group.key}`, assembled);
        return assembled;
      });
    return { name: campaign.name, campaignType: campaign.campaignType, typeLabel: campaign.typeLabel, formData: campaign.formData, adGroups, counts: campaign.counts };
  });
  for (const item of items) {
    const group = groups.get(`${item.campaign}\u0000${item.group}`);
    if (item.kind === "keyword") group?.keywords.push(item.typed);
    else group?.ads.push(item.ad);
  }
  summary.campaigns.forEach((campaign, index) => {
    const firstAd = campaigns[index]?.adGroups.flatMap((group) => group.ads)[0];
    if (!firstAd) return;
    if (campaign.sitelinks.length) firstAd.assets.sitelinks = [...campaign.sitelinks];
    if (campaign.callouts.length) firstAd.assets.callouts = [...campaign.callouts];
  });
  return { ...summary, campaigns };
}

/** A whole file in memory: the product's reader fed once, its campaigns assembled. */
export function readEditorFile(bytes: Uint8Array): EditorImport {
  const reader = createEditorFileReader();
  const items = reader.push(bytes);
  const { summary, items: rest } = reader.finish();
  return assembleImport(summary, [...items, ...rest]);
}
