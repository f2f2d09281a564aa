import type { AssetKindKey, CampaignTypeDescriptor } from "../campaign-types/descriptor.ts";
import { type AdAssets, generatedAdsOf, type Pin } from "../ads/ad-assets.ts";
import { type DisplayPaths, displayPathsOf } from "../ads/display-paths.ts";
import { assetList, type Sitelink } from "../ads/generated-ads.ts";
import { parseList } from "../text/list-text.ts";
import type { ExportGroup } from "./export-campaign.ts";

/**
 * One ad's assets as the rows read them: trimmed, blanks and repeats (ignoring case) dropped, since
 * Google refuses an asset listed twice, and capped at what Google takes.
 */
export interface AdContent {
  lists: Record<AssetKindKey, string[]>;
  pins: { headlines: Pin[]; descriptions: Pin[] };
  sitelinks: Sitelink[];
  /** `Path 1` and `Path 2`, blank where the ad has none or its type has no display paths. */
  paths: DisplayPaths;
}

const noPaths: DisplayPaths = ["", ""];

/** Google pins headlines to positions 1-3 and descriptions to 1-2; anything else is no pin. */
const pinLimits = { headlines: 3, descriptions: 2 } as const;

function pinAt(list: readonly Pin[], index: number, limit: number): Pin {
  const value = list[index];
  return typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= limit ? value : null;
}

/** Stored pins sit beside their list by index, so a dropped asset takes its pin with it. */
export function adContentOf(type: CampaignTypeDescriptor, assets: AdAssets): AdContent {
  const ads = generatedAdsOf(type, assets);
  const lists: Record<AssetKindKey, string[]> = { headlines: [], longHeadlines: [], descriptions: [], callouts: [] };
  const pins: AdContent["pins"] = { headlines: [], descriptions: [] };
  for (const kind of type.assetKinds) {
    const rawPins = kind.key === "headlines" || kind.key === "descriptions" ? (assets.pins?.[kind.key] ?? []) : [];
    const seen = new Set<string>();
    assetList(ads, kind.key).forEach((text, index) => {
      const trimmed = text.trim();
      if (!trimmed || seen.has(trimmed.toLowerCase()) || lists[kind.key].length >= kind.kept) return;
      seen.add(trimmed.toLowerCase());
      lists[kind.key].push(trimmed);
      if (kind.key === "headlines" || kind.key === "descriptions") pins[kind.key].push(pinAt(rawPins, index, pinLimits[kind.key]));
    });
  }
  const sitelinks = ads.sitelinks ?? [];
  const paths = type.displayPathLimit !== null ? displayPathsOf(ads.paths) : noPaths;
  return { lists, pins, sitelinks, paths };
}

/**
 * A Performance Max asset group holds one set of assets. A group with several ads (added on the ad
 * screens) exports their assets together, repeats dropped, up to what Google takes of each kind.
 */
export function mergedAdContent(type: CampaignTypeDescriptor, contents: readonly AdContent[]): AdContent {
  const lists: AdContent["lists"] = { headlines: [], longHeadlines: [], descriptions: [], callouts: [] };
  for (const kind of type.assetKinds) lists[kind.key] = parseList(contents.flatMap((content) => content.lists[kind.key])).slice(0, kind.kept);
  // One asset group has one pair of paths: the first ad's that has any.
  const paths = contents.find((content) => content.paths[0] !== "")?.paths ?? noPaths;
  return { lists, pins: { headlines: [], descriptions: [] }, sitelinks: contents.flatMap((content) => content.sitelinks), paths };
}

/** What a group exports as ads: one content per ad, or Performance Max's one merged asset set. */
export function groupContents(type: CampaignTypeDescriptor, group: ExportGroup): AdContent[] {
  const contents = group.ads.map((ad) => adContentOf(type, ad.assets));
  return type.editorExport.assetsPer === "group" ? [mergedAdContent(type, contents)] : contents;
}
