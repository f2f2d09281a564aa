import type { ImportItem } from "./import-item.ts";
import type { EditorImport, EditorImportSummary, ImportedCampaign, ImportedGroup } from "./imported-campaign.ts";

/**
 * A file's structure and items put together in memory: every campaign whole, its sitelinks and callouts on
 * its first ad (the product keeps them per ad). For tests and small files; a save streams the items instead.
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
