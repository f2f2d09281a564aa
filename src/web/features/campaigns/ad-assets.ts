import type { LoadedAd, LoadedAdGroup } from "../../../domain/contracts/index.ts";
import { type AdStrength, adStrength, type GeneratedAds, assetList, type CampaignTypeDescriptor, parseGeneratedAds, type Sitelink } from "../../../domain/index.ts";
import { targetingOf } from "./group-terms.ts";

export interface AdAssets {
  ads: GeneratedAds;
  headlines: string[];
  longHeadlines: string[];
  descriptions: string[];
  sitelinks: Sitelink[];
}

/** A stored ad's assets read leniently into its type's shape, as the editor and previews need them. */
export function adAssetsOf(type: CampaignTypeDescriptor, ad: LoadedAd): AdAssets {
  const ads = parseGeneratedAds(type.id, ad.assets) ?? parseGeneratedAds(type.id, {});
  if (!ads) throw new Error("An empty ad always parses");
  return {
    ads,
    headlines: assetList(ads, "headlines"),
    longHeadlines: assetList(ads, "longHeadlines"),
    descriptions: assetList(ads, "descriptions"),
    sitelinks: ads.sitelinks ?? [],
  };
}

export function adStrengthOf(type: CampaignTypeDescriptor, assets: AdAssets, group: LoadedAdGroup): AdStrength {
  return adStrength(type, {
    lists: { headlines: assets.headlines, longHeadlines: assets.longHeadlines, descriptions: assets.descriptions },
    keywords: targetingOf(group),
  });
}
