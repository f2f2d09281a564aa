import type { CampaignTypeDescriptor } from "../campaign-types/descriptor.ts";
import { criterionType, parseKeywords, readCampaignNegatives } from "../keywords/keyword-match.ts";
import { parseList } from "../text/list-text.ts";
import { type AdContent, adContentOf, groupContents } from "./ad-content.ts";
import type { Cells, EditorRow } from "./editor-row.ts";
import { type ExportCampaign, type ExportGroup, exportDefaults } from "./export-campaign.ts";
import type { CampaignSettings } from "./export-settings.ts";
import { assetCells, businessNameOf, campaignAssetRows, campaignRow, finalUrlOf, groupNamesOf, locationRows } from "./row-parts.ts";

/** What the exported ad holds of the content: no long headlines where the ad has no such field (R27). */
const exportedContent = (type: CampaignTypeDescriptor, content: AdContent): AdContent =>
  type.editorExport.longHeadlines ? content : { ...content, lists: { ...content.lists, longHeadlines: [] } };

/** Google's value for the group's call to action (R31); none lets Google choose. */
function callToActionCells(type: CampaignTypeDescriptor, group: ExportGroup): Cells {
  if (!type.callToActionOptions) return {};
  const value = group.callToAction || type.defaults.callToAction;
  const editorValue = type.callToActionOptions.find((option) => option.value === value)?.editorValue;
  return editorValue ? { "Call to action": editorValue } : {};
}

/**
 * Every row of a campaign of any type, from what its descriptor says about Google Ads Editor
 * (`editorExport`): the campaign and its places (on the campaign, or on each ad group where the type
 * targets there: Demand Gen, R25-R26); campaign negatives and each group's keywords where keywords are
 * criteria (R34-R35, R37); per group either one asset group row of the group's merged assets (Performance
 * Max, R19) or an ad group row and one row per ad; then the campaign's sitelinks and callouts. What
 * the user typed as audience descriptions is never a row: Editor's audience signals name audiences the
 * account already has (R21, R22), and the dialog says to build them in Editor (`addInEditor`).
 */
export function campaignRows(type: CampaignTypeDescriptor, campaign: ExportCampaign, name: string, settings: CampaignSettings | null): EditorRow[] {
  const { editorExport } = type;
  const targetsGroups = editorExport.languagesOn === "adGroup";
  const rows: EditorRow[] = [campaignRow(type, name, settings), ...(targetsGroups ? [] : locationRows(name, settings))];
  if (editorExport.keywordCriteria) {
    for (const { keyword, repeat } of readCampaignNegatives(parseList(campaign.formData.campaignNegativeKeywords))) {
      if (!repeat) rows.push({ kind: "keyword", cells: { Campaign: name, Keyword: keyword.text, "Criterion Type": criterionType(keyword, "campaign") } });
    }
  }
  const businessName: Cells = editorExport.businessName ? { "Business name": businessNameOf(campaign.formData) } : {};
  const contents: AdContent[] = [];
  const groupNames = groupNamesOf(type, campaign);
  campaign.adGroups.forEach((group, index) => {
    const groupName = groupNames[index] ?? "";
    if (editorExport.assetsPer === "group") {
      const [content] = groupContents(type, group);
      if (!content) return;
      contents.push(content);
      const cells: Cells = { Campaign: name, "Asset Group": groupName, "Asset Group Status": exportDefaults.assetGroupStatus, ...assetCells(content), ...businessName };
      rows.push({ kind: "assetGroup", cells: { ...cells, "Final URL": finalUrlOf(group.ads[0] ?? null, group, campaign.formData) } });
      return;
    }
    const languages: Cells = targetsGroups && settings ? { Languages: settings.languages.join(";") } : {};
    rows.push({ kind: "adGroup", cells: { Campaign: name, "Ad Group": groupName, "Ad Group Status": exportDefaults.adGroupStatus, ...languages } });
    if (targetsGroups) rows.push(...locationRows(name, settings, groupName));
    if (editorExport.keywordCriteria) {
      for (const keyword of parseKeywords(group.keywords)) {
        rows.push({ kind: "keyword", cells: { Campaign: name, "Ad Group": groupName, Keyword: keyword.text, "Criterion Type": criterionType(keyword) } });
      }
    }
    for (const ad of group.ads) {
      const content = adContentOf(type, ad.assets);
      contents.push(content);
      const adCells = (shown: AdContent): Cells => ({
        Campaign: name,
        "Ad Group": groupName,
        "Ad type": editorExport.adType ?? "",
        ...assetCells(exportedContent(type, shown)),
        ...businessName,
        ...callToActionCells(type, group),
        "Final URL": finalUrlOf(ad, group, campaign.formData),
      });
      // A refreshed ad (issue 22): Google Ads replaces an ad by a new one, so the ad it still runs is written
      // again as it is there, paused, for Editor to match by its text; the new ad then takes its place.
      const replaced = ad.replacedAssets ? adContentOf(type, ad.replacedAssets) : null;
      if (replaced && JSON.stringify(replaced.lists) !== JSON.stringify(content.lists)) {
        rows.push({ kind: "ad", cells: { ...adCells(replaced), Status: exportDefaults.replacedAdStatus } });
      }
      rows.push({ kind: "ad", cells: adCells(content) });
    }
  });
  const landingPage = campaign.adGroups[0] ? finalUrlOf(null, campaign.adGroups[0], campaign.formData) : "";
  return [...rows, ...campaignAssetRows(type, name, contents, landingPage)];
}
