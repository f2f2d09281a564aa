import type { AdAssets } from "../ads/ad-assets.ts";
import type { CampaignTypeDescriptor } from "../campaign-types/descriptor.ts";
import { campaignTypeFor } from "../campaign-types/registry.ts";
import { displayPathsOf } from "../ads/display-paths.ts";
import { asCampaignNegative, keywordProblem, parseKeyword } from "../keywords/keyword-match.ts";
import { parseList } from "../text/list-text.ts";
import type { ExportCampaign } from "./export-campaign.ts";
import type { ExportProblem, ProblemField } from "./export-problem.ts";

/** `headlines.3` as its kind and position; null for a field that is not an item of an ad. */
function itemOf(field: ProblemField): { list: string; index: number } | null {
  const match = /^(\w+)\.(\d+)$/.exec(field);
  return match?.[1] && match[2] ? { list: match[1], index: Number(match[2]) } : null;
}

/**
 * An ad's stored assets without the items named (`headlines.3`, `sitelinks.0`, `paths.1`): a dropped
 * headline or description takes its pin along; a dropped Path 1 lets Path 2 move up, as Google reads a lone path.
 */
export function withoutItems(type: CampaignTypeDescriptor, assets: AdAssets, fields: readonly ProblemField[]): AdAssets {
  const dropped = new Map<string, Set<number>>();
  for (const field of fields) {
    const item = itemOf(field);
    if (item) dropped.set(item.list, (dropped.get(item.list) ?? new Set()).add(item.index));
  }
  if (dropped.size === 0) return assets;
  const kept: AdAssets = { ...assets };
  const keep = (key: string) => (_item: unknown, index: number) => !dropped.get(key)?.has(index);
  const pins = assets.pins ? { ...assets.pins } : null;
  for (const { key } of type.assetKinds) {
    const list = assets[key];
    if (!dropped.has(key) || !list) continue;
    kept[key] = list.filter(keep(key));
    const kindPins = key === "headlines" || key === "descriptions" ? pins?.[key] : undefined;
    if (pins && kindPins && (key === "headlines" || key === "descriptions")) pins[key] = kindPins.filter(keep(key));
  }
  if (dropped.has("sitelinks") && assets.sitelinks) kept.sitelinks = assets.sitelinks.filter(keep("sitelinks"));
  if (pins) kept.pins = pins;
  if (dropped.has("paths")) kept.paths = displayPathsOf(assets.paths).filter(keep("paths"));
  return kept;
}

const refusedLine = (line: string) => {
  const keyword = parseKeyword(line);
  return keyword !== null && keywordProblem(keyword) !== null;
};

/**
 * The campaign without what the problems name, for a user who chose to download what is valid
 * (issue 20): each problem's place says what goes (an item of an ad, an ad, a group, a refused keyword
 * or campaign negative). A problem that blocks leaves nothing out: it is never downloaded around.
 * Everything else goes out as it is.
 */
export function withoutProblems(campaign: ExportCampaign, problems: readonly ExportProblem[]): ExportCampaign {
  const type = campaignTypeFor(campaign.campaignType);
  const leftOut = problems.filter((problem) => !problem.blocks);
  const droppedGroups = new Set<number>();
  const droppedAds = new Set<string>();
  const droppedItems = new Map<string, ProblemField[]>();
  let refusedKeywords = false;
  let refusedNegatives = false;
  for (const { place } of leftOut) {
    const adKey = `${place.group}:${place.ad}`;
    if (place.field === "keywords") refusedKeywords = true;
    else if (place.field === "campaignNegativeKeywords") refusedNegatives = true;
    else if (place.group === null) continue;
    else if (place.field === "name" || (place.ad === null && (place.field === null || place.field === "finalUrl"))) droppedGroups.add(place.group);
    else if (place.field === null || place.field === "finalUrl") droppedAds.add(adKey);
    else droppedItems.set(adKey, [...(droppedItems.get(adKey) ?? []), place.field]);
  }
  const adGroups = campaign.adGroups.flatMap((group, groupIndex) => {
    if (droppedGroups.has(groupIndex)) return [];
    const ads = group.ads.flatMap((ad, adIndex) => {
      const key = `${groupIndex}:${adIndex}`;
      if (droppedAds.has(key)) return [];
      const fields = droppedItems.get(key);
      return [fields ? { ...ad, assets: withoutItems(type, ad.assets, fields) } : ad];
    });
    return [{ ...group, keywords: refusedKeywords ? group.keywords.filter((line) => !refusedLine(line)) : group.keywords, ads }];
  });
  const negatives = parseList(campaign.formData.campaignNegativeKeywords);
  const formData = refusedNegatives ? { ...campaign.formData, campaignNegativeKeywords: negatives.filter((line) => !refusedLine(asCampaignNegative(line))) } : campaign.formData;
  return { ...campaign, formData, adGroups };
}
