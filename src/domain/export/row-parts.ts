import { finalUrlFor } from "../ad-assembly.ts";
import type { CampaignTypeDescriptor } from "../campaign-types/descriptor.ts";
import type { Sitelink } from "../generated-ads.ts";
import type { AdContent } from "./ad-content.ts";
import type { Cells, EditorRow } from "./editor-row.ts";
import {
  descriptionColumn,
  descriptionPositionColumn,
  headlineColumn,
  headlinePositionColumn,
  longHeadlineColumn,
} from "./columns.ts";
import { editorCampaignTypes, type ExportAd, type ExportGroup, exportDefaults } from "./export-campaign.ts";

/** The campaign row; Demand Gen puts its languages on the ad group rows instead (DESIGN.md). */
export function campaignRow(type: CampaignTypeDescriptor, campaign: string): EditorRow {
  const cells: Cells = {
    Campaign: campaign,
    "Campaign Type": editorCampaignTypes[type.id],
    "Campaign Status": exportDefaults.campaignStatus,
    Budget: exportDefaults.dailyBudget,
    "Budget type": exportDefaults.budgetType,
    "EU political ads": exportDefaults.euPoliticalAds,
  };
  if (type.id !== "demand_gen") cells.Languages = exportDefaults.languages;
  return { kind: "campaign", cells };
}

/** Headline, long headline and description columns, with pins where the ad has them. */
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
  return cells;
}

/** The ad's own URL, else its group's landing page, else the campaign form's, else the type's fallback. */
export function finalUrlOf(type: CampaignTypeDescriptor, ad: ExportAd | null, group: ExportGroup, formData: Record<string, unknown>): string {
  const formUrl = typeof formData.landingPageUrl === "string" ? formData.landingPageUrl : "";
  const candidates = [ad?.finalUrl, group.landingPageUrl, formUrl];
  return finalUrlFor(type, candidates.find((url) => typeof url === "string" && url.trim() !== ""));
}

export function businessNameOf(formData: Record<string, unknown>): string {
  return typeof formData.businessName === "string" ? formData.businessName.trim() : "";
}

/** A group's name, else the name the type gives a group loaded without one ('Default Ad Group'). */
export function groupNameOf(type: CampaignTypeDescriptor, group: ExportGroup): string {
  return group.name.trim() || type.defaults.loadedGroupName;
}

const sitelinkKey = (sitelink: Sitelink) =>
  [sitelink.linkText, sitelink.linkUrl, sitelink.description1, sitelink.description2].map((part) => part.trim().toLowerCase()).join("\u0000");

/**
 * Sitelinks and callouts are campaign assets: every ad's, repeats dropped, capped at what the type
 * exports (6 sitelinks, 10 callouts). A sitelink without a URL takes the campaign's landing page.
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
      "Final URL": sitelink.linkUrl.trim() || landingPage,
      "Device Preference": exportDefaults.sitelinkDevices,
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
