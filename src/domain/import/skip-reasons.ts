import type { CampaignTypeDescriptor } from "../campaign-types/descriptor.ts";
import { campaignTypeList } from "../campaign-types/registry.ts";

/** Why a row is left out of an import, in words that say what the row was and what the product holds instead. */
const importedTypes = () => campaignTypeList.map((type) => type.editorExport.campaignType).join(", ");

export const skipReasons = {
  noCampaign: "No Campaign name: every Editor row names its campaign",
  accountLevel: "Account-level rows are not imported",
  location: "Locations are not imported: choose them in the export settings when you export the campaign",
  searchTheme: "Search themes are not imported: Adsmith keeps no search themes on asset groups",
  audienceSignal: "Audience signals are not imported: they name audiences of the Google Ads account; add them in Editor",
  removed: (what: "campaign" | "group" | "item") =>
    what === "campaign" ? "Its campaign is removed in Google Ads: not imported" : what === "group" ? "Its ad group or asset group is removed in Google Ads: not imported" : "Removed in Google Ads: not imported",
  adWithoutGroup: "An ad needs its Ad Group",
  unknownRow: "Not a row Adsmith reads: no keyword, ad, ad group, asset group, sitelink or callout in it",
  keywordWithoutGroup: "A keyword that is not a campaign negative needs its Ad Group",
  blankKeyword: "The keyword is blank",
  criterion: (value: string) => `Criterion Type '${value}' is not Broad, Phrase, Exact or a Negative / Campaign Negative of them`,
  noKeywords: (label: string) => `${label} campaigns have no keywords in Adsmith`,
  noSitelinks: (label: string) => `${label} campaigns have no sitelinks in Adsmith`,
  noCallouts: (label: string) => `${label} campaigns have no callouts in Adsmith`,
  noAdToHold: (what: string) => `The campaign has no ad in the file to carry this ${what}`,
  groupKind: (label: string, assetGroups: boolean) =>
    assetGroups ? `${label} campaigns have asset groups, not ad groups` : `Asset groups belong to Performance Max campaigns, not ${label}`,
  repeatedAssetGroup: (name: string) => `Asset group '${name}' appears twice: the first row is imported`,
  adType: (adType: string, type: CampaignTypeDescriptor) =>
    type.editorExport.adType
      ? `Ad type '${adType}' is not imported: Adsmith reads ${type.editorExport.adType} ads in ${type.label} campaigns`
      : `${type.label} campaigns hold asset groups, not ads ('${adType}')`,
  unknownType: (value: string) => `Campaign type '${value}' is not one Adsmith imports (${importedTypes()})`,
  noType: (name: string) => `No row says which type campaign '${name}' is: add its campaign row with Campaign Type`,
} as const;
