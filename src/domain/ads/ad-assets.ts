import { z } from "zod";
import type { AssetKindKey, CampaignTypeDescriptor, PerformanceScores } from "../campaign-types/descriptor.ts";
import { campaignTypeList } from "../campaign-types/registry.ts";
import { type GeneratedAds, performanceFields, readGeneratedAds, type Sitelink, sitelinkSchema } from "./generated-ads.ts";

/**
 * An ad's assets as the API carries them and an ad row stores them (docs/decisions/typed-assets.md).
 * A stored ad may hold kinds its type's editor does not show (an ad opened in another type's editor),
 * so this is the registry's union: every kind some descriptor lists, each a text list. A type's own
 * view, every kind of its descriptor present, is `GeneratedAds` (generated-ads.ts).
 */

/** A headline's (1-3) or description's (1-2) pinned position, beside its item by index; null is unpinned. */
export type Pin = number | null;

export interface AssetPins {
  headlines?: Pin[];
  descriptions?: Pin[];
}

/** The text lists, by asset kind. */
export type AssetLists = { [Key in AssetKindKey]?: readonly string[] };

export interface AdAssets extends AssetLists {
  sitelinks?: Sitelink[];
  /** `Path 1` and `Path 2` where the type has display paths (display-paths.ts). */
  paths?: string[];
  pins?: AssetPins;
  performance?: PerformanceScores;
}

/** Every kind a registered type lists, in the registry's order: the stored shape's text lists. */
export const storedAssetKinds: readonly AssetKindKey[] = [...new Set(campaignTypeList.flatMap((type) => type.assetKinds.map((kind) => kind.key)))];

const textList = z.array(z.string());
const pinList = z.array(z.number().nullable());

function assetsShape(part: <T extends z.ZodType>(schema: T) => z.ZodType<z.output<T> | undefined>) {
  return {
    ...Object.fromEntries(storedAssetKinds.map((key) => [key, part(textList)])),
    sitelinks: part(z.array(sitelinkSchema)),
    paths: part(textList),
    pins: part(z.object({ headlines: pinList.optional(), descriptions: pinList.optional() })),
    performance: part(z.object(performanceFields)),
  };
}

/**
 * What a save, an update or an export body must send: each part optional, each present part of its
 * shape, anything else left out. Built from the registry, so zod cannot infer it: its output is AdAssets.
 */
export const adAssetsSchema = z.object(assetsShape((schema) => schema.optional())) as unknown as z.ZodType<AdAssets>;

/**
 * JSON this app wrote before (an ad row, a browser draft): read part by part, a part that no longer
 * has its shape read as absent, so one bad part never hides the rest of the ad.
 */
const storedAssetsSchema = z.object(assetsShape((schema) => schema.optional().catch(undefined)));

/** Stored assets read leniently; anything that is not an object reads as an ad without assets. */
export function readStoredAssets(raw: unknown): AdAssets {
  const parsed = storedAssetsSchema.safeParse(raw);
  return parsed.success ? (parsed.data as AdAssets) : {};
}

/** An ad's stored assets as its type's view: the type's kinds only, a missing one empty, scores defaulted. */
export function generatedAdsOf(type: CampaignTypeDescriptor, assets: AdAssets): GeneratedAds {
  return readGeneratedAds(type, assets);
}
