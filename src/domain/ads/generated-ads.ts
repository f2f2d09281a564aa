import { z } from "zod";
import type { CampaignTypeDescriptor, CampaignTypeId } from "../campaign-types/descriptor.ts";
import { campaignTypeFor } from "../campaign-types/registry.ts";
import { scoreDefaults } from "../campaign-types/search.ts";

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

/**
 * What any type's generated ads may hold; each type holds the kinds its descriptor lists
 * (`assetKinds`), sitelinks where it has them and display paths where it has them.
 */
export interface GeneratedAds {
  headlines: string[];
  descriptions: string[];
  longHeadlines?: string[];
  callouts?: string[];
  sitelinks?: Sitelink[];
  /** `Path 1` and `Path 2` (display-paths.ts); older saves have none. */
  paths?: string[];
  performance: Performance;
}

export type Performance = z.output<typeof performanceSchema>;
export type Sitelink = z.output<typeof sitelinkSchema>;

/** The zod shape of a type's generated ads, from its descriptor: what the edge parses and the AI reply becomes. */
function schemaOf(type: CampaignTypeDescriptor) {
  const shape: Record<string, z.ZodType> = Object.fromEntries(type.assetKinds.map((kind) => [kind.key, textList]));
  if (type.sitelinks) shape.sitelinks = z.array(sitelinkSchema).default([]);
  if (type.displayPathLimit !== null) shape.paths = textList;
  shape.performance = performanceSchema;
  return z.object(shape);
}

const schemas = new Map<CampaignTypeId, z.ZodType<GeneratedAds>>();

/** The type's generated-ads schema, built once per type. */
export function generatedAdsSchemaFor(typeId: CampaignTypeId): z.ZodType<GeneratedAds> {
  let schema = schemas.get(typeId);
  if (!schema) {
    // Built from the descriptor, so zod cannot infer the shape: every type's output is a GeneratedAds.
    schema = schemaOf(campaignTypeFor(typeId)) as unknown as z.ZodType<GeneratedAds>;
    schemas.set(typeId, schema);
  }
  return schema;
}

export function parseGeneratedAds(typeId: CampaignTypeId, raw: unknown): GeneratedAds | null {
  const result = generatedAdsSchemaFor(typeId).safeParse(raw ?? {});
  return result.success ? result.data : null;
}

/** A text list of any generated ads, empty when the type has no such list. */
export function assetList(ads: GeneratedAds, key: "headlines" | "longHeadlines" | "descriptions" | "callouts"): string[] {
  return ads[key] ?? [];
}
