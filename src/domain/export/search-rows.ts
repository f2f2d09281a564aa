import type { CampaignTypeDescriptor } from "../campaign-types/descriptor.ts";
import { criterionType, parseKeywords, readCampaignNegatives } from "../keyword-match.ts";
import { parseList } from "../list-text.ts";
import { adContentOf, type AdContent } from "./ad-content.ts";
import type { EditorRow } from "./editor-row.ts";
import { type ExportCampaign, exportDefaults } from "./export-campaign.ts";
import type { CampaignSettings } from "./export-settings.ts";
import { assetCells, campaignAssetRows, campaignRow, finalUrlOf, groupNamesOf, locationRows } from "./row-parts.ts";

/**
 * Search: the campaign, then each ad group with its keywords (bare text, the match type in `Criterion
 * Type`: EDITOR-IMPORT R34-R35, R37) and responsive search ads, then the campaign's sitelinks and callouts.
 */
export function searchRows(type: CampaignTypeDescriptor, campaign: ExportCampaign, name: string, settings: CampaignSettings | null): EditorRow[] {
  const rows: EditorRow[] = [campaignRow(type, name, settings), ...locationRows(name, settings)];
  // The campaign's negatives: no ad group, `Campaign Negative …` (R34); a repeat is written once (R37).
  for (const { keyword, repeat } of readCampaignNegatives(parseList(campaign.formData.campaignNegativeKeywords))) {
    if (!repeat) rows.push({ kind: "keyword", cells: { Campaign: name, Keyword: keyword.text, "Criterion Type": criterionType(keyword, "campaign") } });
  }
  const contents: AdContent[] = [];
  const groupNames = groupNamesOf(type, campaign);
  campaign.adGroups.forEach((group, index) => {
    const adGroup = groupNames[index] ?? "";
    rows.push({ kind: "adGroup", cells: { Campaign: name, "Ad Group": adGroup, "Ad Group Status": exportDefaults.adGroupStatus } });
    for (const keyword of parseKeywords(group.keywords)) {
      rows.push({ kind: "keyword", cells: { Campaign: name, "Ad Group": adGroup, Keyword: keyword.text, "Criterion Type": criterionType(keyword) } });
    }
    for (const ad of group.ads) {
      const content = adContentOf(type, ad.assets);
      contents.push(content);
      rows.push({
        kind: "ad",
        cells: {
          Campaign: name,
          "Ad Group": adGroup,
          "Ad type": type.editorExport.adType ?? "",
          ...assetCells(content),
          "Final URL": finalUrlOf(ad, group, campaign.formData),
        },
      });
    }
  });
  const landingPage = campaign.adGroups[0] ? finalUrlOf(null, campaign.adGroups[0], campaign.formData) : "";
  return [...rows, ...campaignAssetRows(type, name, contents, landingPage)];
}
