import type { CampaignTypeDescriptor } from "../campaign-types/descriptor.ts";
import type { Sitelink } from "../ads/generated-ads.ts";
import type { SavedFormData } from "../wizard/saved-form-data.ts";
import { exportGroupNames } from "../campaigns/group-names.ts";
import type { AdContent } from "./ad-content.ts";
import type { Cells, EditorRow } from "./editor-row.ts";
import {
  descriptionColumn,
  descriptionPositionColumn,
  headlineColumn,
  headlinePositionColumn,
  longHeadlineColumn,
} from "./columns.ts";
import { type ExportAd, type ExportCampaign, type ExportGroup, exportDefaults } from "./export-campaign.ts";
import { euPoliticalAdsAnswers, type CampaignSettings, isGeoTargetId, moneyCell } from "./export-settings.ts";
import { isPlaceholderUrl, realUrlOf } from "./final-url.ts";

/**
 * The campaign row: the user's export settings (EDITOR-IMPORT section 3), or without them the campaign
 * Paused and nothing else of ours (R13). Demand Gen targets languages on its ad groups (R25).
 */
export function campaignRow(type: CampaignTypeDescriptor, campaign: string, settings: CampaignSettings | null): EditorRow {
  const cells: Cells = { Campaign: campaign, "Campaign Type": type.editorExport.campaignType, "Campaign Status": settings?.status ?? exportDefaults.campaignStatus };
  if (settings) {
    cells.Budget = moneyCell(settings.budget);
    cells["Budget type"] = settings.budgetType;
    cells["Bid Strategy Type"] = settings.bidStrategy;
    if (settings.targetCpa !== undefined && settings.bidStrategy === "Target CPA") cells["Target CPA"] = moneyCell(settings.targetCpa);
    if (settings.targetRoas !== undefined && settings.bidStrategy === "Target ROAS") cells["Target ROAS"] = String(settings.targetRoas);
    if (type.editorExport.networks && settings.networks) cells.Networks = settings.networks.join(";");
    if (type.editorExport.languagesOn === "campaign") cells.Languages = settings.languages.join(";");
    cells["EU political ads"] = settings.euPoliticalAds ? euPoliticalAdsAnswers.yes : euPoliticalAdsAnswers.no;
  }
  return { kind: "campaign", cells };
}

/** One row per chosen place, by name or geo target id (R9); Demand Gen's on each ad group (R26). */
export function locationRows(campaign: string, settings: CampaignSettings | null, adGroup?: string): EditorRow[] {
  return (settings?.locations ?? []).map((place) => ({
    kind: "location" as const,
    cells: { Campaign: campaign, ...(adGroup ? { "Ad Group": adGroup } : {}), ...(isGeoTargetId(place) ? { "Location ID": place.trim() } : { Location: place.trim() }) },
  }));
}

/** Headline, long headline and description columns, with pins and display paths where the ad has them. */
export function assetCells(content: AdContent): Cells {
  const cells: Cells = {};
  content.lists.headlines.forEach((text, index) => {
    cells[headlineColumn(index + 1)] = text;
    const pin = content.pins.headlines[index];
    if (pin) cells[headlinePositionColumn(index + 1)] = String(pin);
  });
  content.lists.longHeadlines.forEach((text, index) => {
    cells[longHeadlineColumn(index + 1)] = text;
  });
  content.lists.descriptions.forEach((text, index) => {
    cells[descriptionColumn(index + 1)] = text;
    const pin = content.pins.descriptions[index];
    if (pin) cells[descriptionPositionColumn(index + 1)] = String(pin);
  });
  const [path1, path2] = content.paths;
  if (path1) cells["Path 1"] = path1;
  if (path2) cells["Path 2"] = path2;
  return cells;
}

/** Where a final URL may come from, nearest first: the ad's own, its group's landing page, the campaign form's. */
export function finalUrlCandidates(ad: ExportAd | null, group: ExportGroup, formData: SavedFormData): (string | null | undefined)[] {
  return [ad?.finalUrl, group.landingPageUrl, formData.landingPageUrl ?? ""];
}

/** The nearest real landing page; blank when there is none, which the export check refuses (R16). */
export function finalUrlOf(ad: ExportAd | null, group: ExportGroup, formData: SavedFormData): string {
  return realUrlOf(finalUrlCandidates(ad, group, formData));
}

export function businessNameOf(formData: SavedFormData): string {
  return (formData.businessName ?? "").trim();
}

/**
 * The names the campaign's groups export under: their own, a blank one the type's default name
 * numbered past the others (`Default Ad Group (2)`), so Editor never merges two groups (R8).
 */
export function groupNamesOf(type: CampaignTypeDescriptor, campaign: Pick<ExportCampaign, "adGroups">): string[] {
  return exportGroupNames(
    campaign.adGroups.map((group) => group.name),
    type.defaults.loadedGroupName,
  );
}

const sitelinkKey = (sitelink: Sitelink) =>
  [sitelink.linkText, sitelink.linkUrl, sitelink.description1, sitelink.description2].map((part) => part.trim().toLowerCase()).join("\u0000");

/**
 * Sitelinks and callouts are campaign assets: every ad's, repeats dropped, capped at what the type
 * exports (6 sitelinks, 10 callouts). A sitelink without a URL of its own, or with a placeholder
 * (the editor's fallback), takes the campaign's landing page (R16).
 */
export function campaignAssetRows(type: CampaignTypeDescriptor, campaign: string, contents: readonly AdContent[], landingPage: string): EditorRow[] {
  const rows: EditorRow[] = [];
  const sitelinkCap = type.sitelinks?.exported ?? 0;
  const seenSitelinks = new Set<string>();
  for (const sitelink of contents.flatMap((content) => content.sitelinks)) {
    const key = sitelinkKey(sitelink);
    if (!sitelink.linkText.trim() || seenSitelinks.has(key) || seenSitelinks.size >= sitelinkCap) continue;
    seenSitelinks.add(key);
    const cells: Cells = {
      Campaign: campaign,
      "Link Text": sitelink.linkText.trim(),
      "Final URL": isPlaceholderUrl(sitelink.linkUrl) ? landingPage : sitelink.linkUrl.trim(),
    };
    if (sitelink.description1.trim()) cells["Description Line 1"] = sitelink.description1.trim();
    if (sitelink.description2.trim()) cells["Description Line 2"] = sitelink.description2.trim();
    rows.push({ kind: "sitelink", cells });
  }
  const calloutCap = type.assetKinds.find((kind) => kind.key === "callouts")?.kept ?? 0;
  const seenCallouts = new Set<string>();
  for (const callout of contents.flatMap((content) => content.lists.callouts)) {
    const key = callout.toLowerCase();
    if (seenCallouts.has(key) || seenCallouts.size >= calloutCap) continue;
    seenCallouts.add(key);
    rows.push({ kind: "callout", cells: { Campaign: campaign, "Callout text": callout } });
  }
  return rows;
}
