import { z } from "zod";
import type { CampaignTypeId } from "./campaign-types/descriptor.ts";
import { scoreDefaults } from "./campaign-types/search.ts";

/**
 * The generated ads of each type, as the generator returns them, the editor edits them and an ad's
 * `assets` stores them. Parsing is lenient about what older saves left out: missing lists are empty
 * and missing scores take the spec's defaults (85, 90, 80).
 */
const textList = z.array(z.string()).default([]);

export const performanceSchema = z
  .object({
    relevance: z.number().default(scoreDefaults.relevance),
    engagement: z.number().default(scoreDefaults.engagement),
    conversionPotential: z.number().default(scoreDefaults.conversionPotential),
  })
  .default({ ...scoreDefaults });

/**
 * The AI writes sitelinks as {headline, description1, description2, url} and the editor as
 * {linkText, linkUrl, ...}; both read into the editor's shape.
 */
export const sitelinkSchema = z.preprocess(
  (raw) => {
    if (typeof raw !== "object" || raw === null) return raw;
    const item = raw as Record<string, unknown>;
    return {
      linkText: item.linkText ?? item.headline ?? "",
      linkUrl: item.linkUrl ?? item.url ?? "",
      description1: item.description1 ?? "",
      description2: item.description2 ?? "",
    };
  },
  z.object({ linkText: z.string(), linkUrl: z.string(), description1: z.string(), description2: z.string() }),
);

export const searchGeneratedAdsSchema = z.object({
  headlines: textList,
  descriptions: textList,
  callouts: textList,
  sitelinks: z.array(sitelinkSchema).default([]),
  /** `Path 1` and `Path 2` (display-paths.ts); older saves have none. */
  paths: textList,
  performance: performanceSchema,
});

export const performanceMaxGeneratedAdsSchema = searchGeneratedAdsSchema.extend({ longHeadlines: textList });

export const demandGenGeneratedAdsSchema = z.object({
  headlines: textList,
  longHeadlines: textList,
  descriptions: textList,
  performance: performanceSchema,
});

export type Performance = z.output<typeof performanceSchema>;
export type Sitelink = z.output<typeof sitelinkSchema>;
export type SearchGeneratedAds = z.output<typeof searchGeneratedAdsSchema>;
export type PerformanceMaxGeneratedAds = z.output<typeof performanceMaxGeneratedAdsSchema>;
export type DemandGenGeneratedAds = z.output<typeof demandGenGeneratedAdsSchema>;

export interface GeneratedAdsByType {
  search: SearchGeneratedAds;
  performance_max: PerformanceMaxGeneratedAds;
  demand_gen: DemandGenGeneratedAds;
}

/** Every list any type may hold, for code that treats the three alike (policy, Ad Strength, exports). */
export type AnyGeneratedAds = GeneratedAdsByType[CampaignTypeId];

export const generatedAdsSchemas = {
  search: searchGeneratedAdsSchema,
  performance_max: performanceMaxGeneratedAdsSchema,
  demand_gen: demandGenGeneratedAdsSchema,
} as const;

export function parseGeneratedAds<T extends CampaignTypeId>(type: T, raw: unknown): GeneratedAdsByType[T] | null {
  const result = generatedAdsSchemas[type].safeParse(raw ?? {});
  return result.success ? (result.data as GeneratedAdsByType[T]) : null;
}

/** A text list of any generated ads, empty when the type has no such list. */
export function assetList(ads: AnyGeneratedAds, key: "headlines" | "longHeadlines" | "descriptions" | "callouts"): string[] {
  const value = (ads as Partial<Record<typeof key, string[]>>)[key];
  return value ?? [];
}
