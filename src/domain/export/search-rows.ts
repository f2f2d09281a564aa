import type { CampaignTypeDescriptor } from "../campaign-types/descriptor.ts";
import { adContentOf, type AdContent } from "./ad-content.ts";
import type { EditorRow } from "./editor-row.ts";
import { editorAdTypes, type ExportCampaign, exportDefaults } from "./export-campaign.ts";
import { assetCells, campaignAssetRows, campaignRow, finalUrlOf, groupNameOf } from "./row-parts.ts";

/** Search: the campaign, then each ad group with its Broad keywords and responsive search ads, then the campaign's sitelinks and callouts. */
export function searchRows(type: CampaignTypeDescriptor, campaign: ExportCampaign, name: string): EditorRow[] {
  const rows: EditorRow[] = [campaignRow(type, name)];
  const contents: AdContent[] = [];
  for (const group of campaign.adGroups) {
    const adGroup = groupNameOf(type, group);
    rows.push({ kind: "adGroup", cells: { Campaign: name, "Ad Group": adGroup, "Ad Group Status": exportDefaults.adGroupStatus } });
    for (const keyword of group.keywords) {
      const text = keyword.trim();
      if (text) rows.push({ kind: "keyword", cells: { Campaign: name, "Ad Group": adGroup, Keyword: text, "Criterion Type": exportDefaults.keywordMatchType } });
    }
    for (const ad of group.ads) {
      const content = adContentOf(type, ad.assets);
      contents.push(content);
      rows.push({
        kind: "ad",
        cells: {
          Campaign: name,
          "Ad Group": adGroup,
          "Ad type": editorAdTypes.search,
          ...assetCells(content),
          "Final URL": finalUrlOf(type, ad, group, campaign.formData),
        },
      });
    }
  }
  const landingPage = campaign.adGroups[0] ? finalUrlOf(type, null, campaign.adGroups[0], campaign.formData) : type.defaults.finalUrlFallback;
  return [...rows, ...campaignAssetRows(type, name, contents, landingPage)];
}
