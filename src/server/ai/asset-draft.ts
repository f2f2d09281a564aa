import type { AssetKindKey, CampaignTypeDescriptor } from "../../domain/campaign-types/descriptor.ts";
import type { AdAssets } from "../../domain/ads/ad-assets.ts";
import { type GeneratedAds, generatedAdsSchemaFor, type Sitelink } from "../../domain/ads/generated-ads.ts";
import { estimatePerformance } from "../../domain/ads/performance-estimate.ts";

/** Assets while they are being written: the type's text lists, its sitelinks and display paths. */
export interface AssetDraft {
  lists: Partial<Record<AssetKindKey, string[]>>;
  sitelinks: Sitelink[];
  /** `Path 1` and `Path 2`, where the type has them; none until written. */
  paths: string[];
}

export const emptyDraft = (): AssetDraft => ({ lists: {}, sitelinks: [], paths: [] });

/** The type's lists, sitelinks and paths only, as a partial answer carries them (no performance yet). */
export function draftShape(type: CampaignTypeDescriptor, draft: AssetDraft): AdAssets {
  const shape: AdAssets = {};
  for (const kind of type.assetKinds) shape[kind.key] = draft.lists[kind.key] ?? [];
  if (type.sitelinks) shape.sitelinks = draft.sitelinks;
  if (type.displayPathLimit !== null) shape.paths = draft.paths;
  return shape;
}

/** The finished draft as the type's generated ads, with performance estimated from the assets and keywords. */
export function toGeneratedAds(type: CampaignTypeDescriptor, draft: AssetDraft, keywords: readonly string[]): GeneratedAds {
  const performance = estimatePerformance(type, { lists: draft.lists, keywords });
  return generatedAdsSchemaFor(type.id).parse({ ...draftShape(type, draft), performance });
}
