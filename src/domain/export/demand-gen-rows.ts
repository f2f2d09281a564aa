import type { CampaignTypeDescriptor } from "../campaign-types/descriptor.ts";
import { adContentOf } from "./ad-content.ts";
import type { EditorRow } from "./editor-row.ts";
import { editorAdTypes, type ExportCampaign, exportDefaults } from "./export-campaign.ts";
import { assetCells, businessNameOf, campaignRow, finalUrlOf, groupNamesOf } from "./row-parts.ts";

/** Demand Gen: the campaign, each ad group (where Demand Gen targets languages and places: R25-R26), and its image ads. */
export function demandGenRows(type: CampaignTypeDescriptor, campaign: ExportCampaign, name: string): EditorRow[] {
  const rows: EditorRow[] = [campaignRow(type, name)];
  const businessName = businessNameOf(campaign.formData);
  const groupNames = groupNamesOf(type, campaign);
  campaign.adGroups.forEach((group, index) => {
    const adGroup = groupNames[index] ?? "";
    rows.push({ kind: "adGroup", cells: { Campaign: name, "Ad Group": adGroup, "Ad Group Status": exportDefaults.adGroupStatus } });
    for (const ad of group.ads) {
      rows.push({
        kind: "ad",
        cells: {
          Campaign: name,
          "Ad Group": adGroup,
          "Ad type": editorAdTypes.demand_gen,
          ...assetCells(adContentOf(type, ad.assets)),
          "Business name": businessName,
          "Final URL": finalUrlOf(ad, group, campaign.formData),
        },
      });
    }
  });
  return rows;
}
