import type { CampaignTypeDescriptor } from "../campaign-types/descriptor.ts";
import { type AdContent, groupContents } from "./ad-content.ts";
import type { EditorRow } from "./editor-row.ts";
import { type ExportCampaign, exportDefaults } from "./export-campaign.ts";
import type { CampaignSettings } from "./export-settings.ts";
import { assetCells, businessNameOf, campaignAssetRows, campaignRow, finalUrlOf, groupNamesOf, locationRows } from "./row-parts.ts";

/**
 * Performance Max: the campaign, one row per asset group with its assets, then sitelinks and callouts.
 * What the user typed under 'Audience Signals & Keywords' describes people, not the queries a search theme
 * holds, and an Editor audience signal must name an audience the account already has (R21, R22): it stays
 * out of the file, and the export dialog says to build the audience in Editor (`editorExport.addInEditor`).
 */
export function performanceMaxRows(type: CampaignTypeDescriptor, campaign: ExportCampaign, name: string, settings: CampaignSettings | null): EditorRow[] {
  const rows: EditorRow[] = [campaignRow(type, name, settings), ...locationRows(name, settings)];
  const contents: AdContent[] = [];
  const businessName = businessNameOf(campaign.formData);
  const groupNames = groupNamesOf(type, campaign);
  campaign.adGroups.forEach((group, index) => {
    const assetGroup = groupNames[index] ?? "";
    const [content] = groupContents(type, group);
    if (!content) return;
    contents.push(content);
    const firstAd = group.ads[0] ?? null;
    rows.push({
      kind: "assetGroup",
      cells: {
        Campaign: name,
        "Asset Group": assetGroup,
        "Asset Group Status": exportDefaults.assetGroupStatus,
        ...assetCells(content),
        "Business name": businessName,
        "Final URL": finalUrlOf(firstAd, group, campaign.formData),
      },
    });
  });
  const landingPage = campaign.adGroups[0] ? finalUrlOf(null, campaign.adGroups[0], campaign.formData) : "";
  return [...rows, ...campaignAssetRows(type, name, contents, landingPage)];
}
