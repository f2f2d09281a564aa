import type { LoadedAd, LoadedAdGroup } from "../../../domain/contracts/index.ts";
import { type AdStrength, adStrength, type GeneratedAds, assetList, type CampaignTypeDescriptor, generatedAdsOf, type Sitelink } from "../../../domain/index.ts";
import { targetingOf } from "./group-terms.ts";

/** A saved ad's assets as the ad screens show them: its type's view, and the lists they draw. */
export interface ShownAssets {
  ads: GeneratedAds;
  headlines: string[];
  longHeadlines: string[];
  descriptions: string[];
  sitelinks: Sitelink[];
}

/** A stored ad's assets in its type's shape, as the previews need them. */
export function adAssetsOf(type: CampaignTypeDescriptor, ad: LoadedAd): ShownAssets {
  const ads = generatedAdsOf(type, ad.assets);
  return {
    ads,
    headlines: assetList(ads, "headlines"),
    longHeadlines: assetList(ads, "longHeadlines"),
    descriptions: assetList(ads, "descriptions"),
    sitelinks: ads.sitelinks ?? [],
  };
}

export function adStrengthOf(type: CampaignTypeDescriptor, assets: ShownAssets, group: LoadedAdGroup): AdStrength {
  return adStrength(type, {
    lists: { headlines: assets.headlines, longHeadlines: assets.longHeadlines, descriptions: assets.descriptions },
    keywords: targetingOf(group),
  });
}
