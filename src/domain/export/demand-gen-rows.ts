import type { CampaignTypeDescriptor } from "../campaign-types/descriptor.ts";
import { type AdContent, adContentOf } from "./ad-content.ts";
import type { EditorRow } from "./editor-row.ts";
import { type ExportCampaign, exportDefaults } from "./export-campaign.ts";
import type { CampaignSettings } from "./export-settings.ts";
import { assetCells, businessNameOf, campaignRow, finalUrlOf, groupNamesOf, locationRows } from "./row-parts.ts";

const exportedContent = (type: CampaignTypeDescriptor, content: AdContent): AdContent =>
  type.editorExport.longHeadlines ? content : { ...content, lists: { ...content.lists, longHeadlines: [] } };

/** Google's value for the chosen call to action (R31); none lets Google choose. */
function editorCallToAction(type: CampaignTypeDescriptor, value: string): { "Call to action"?: string } {
  const editorValue = type.callToActionOptions?.find((option) => option.value === value)?.editorValue;
  return editorValue ? { "Call to action": editorValue } : {};
}

/** Demand Gen: the campaign, each ad group (where Demand Gen targets languages and places: R25-R26), and its image ads. */
export function demandGenRows(type: CampaignTypeDescriptor, campaign: ExportCampaign, name: string, settings: CampaignSettings | null): EditorRow[] {
  const rows: EditorRow[] = [campaignRow(type, name, settings)];
  const businessName = businessNameOf(campaign.formData);
  const groupNames = groupNamesOf(type, campaign);
  campaign.adGroups.forEach((group, index) => {
    const adGroup = groupNames[index] ?? "";
    const languages = settings ? { Languages: settings.languages.join(";") } : {};
    rows.push({ kind: "adGroup", cells: { Campaign: name, "Ad Group": adGroup, "Ad Group Status": exportDefaults.adGroupStatus, ...languages } });
    rows.push(...locationRows(name, settings, adGroup));
    for (const ad of group.ads) {
      rows.push({
        kind: "ad",
        cells: {
          Campaign: name,
          "Ad Group": adGroup,
          "Ad type": type.editorExport.adType ?? "",
          // The image ad has no long-headline field (R27): those belong to a video ad, which needs a video.
          ...assetCells(exportedContent(type, adContentOf(type, ad.assets))),
          "Business name": businessName,
          ...editorCallToAction(type, group.callToAction || type.defaults.callToAction),
          "Final URL": finalUrlOf(ad, group, campaign.formData),
        },
      });
    }
  });
  return rows;
}
