import { z } from "zod";
import type { CampaignTypeDescriptor, CampaignTypeId } from "../campaign-types/descriptor.ts";
import { oncePerType } from "../campaign-types/once-per-type.ts";
import { scoreDefaults } from "../campaign-types/search.ts";

/**
 * The generated ads of each type, as the generator returns them, the editor edits them and an ad's
 * `assets` stores them. Parsing is lenient about what older saves left out: missing lists are empty
 * and missing scores take the spec's defaults (85, 90, 80).
 */
const textList = z.array(z.string()).default([]);

/** Each score a number; a missing one takes the spec's default. */
export const performanceFields = {
  relevance: z.number().default(scoreDefaults.relevance),
  engagement: z.number().default(scoreDefaults.engagement),
  conversionPotential: z.number().default(scoreDefaults.conversionPotential),
};

export const performanceSchema = z.object(performanceFields).default({ ...scoreDefaults });

/**
 * A sitelink as a writer answers it: the AI writes {headline, description1, description2, url} and the
 * editor {linkText, linkUrl, ...}; any part may be missing.
 */
export const writtenSitelinkSchema = z.object({
  linkText: z.string().optional(),
  headline: z.string().optional(),
  description1: z.string().optional(),
  description2: z.string().optional(),
  linkUrl: z.string().optional(),
  url: z.string().optional(),
});

export type WrittenSitelink = z.output<typeof writtenSitelinkSchema>;

/** Either spelling read into the editor's shape, a missing part blank. */
export const sitelinkSchema = writtenSitelinkSchema.transform((item) => ({
  linkText: item.linkText ?? item.headline ?? "",
  linkUrl: item.linkUrl ?? item.url ?? "",
  description1: item.description1 ?? "",
  description2: item.description2 ?? "",
}));

/**
 * One type's view of an ad's assets (its descriptor's schema, `generatedAdsSchemaFor`): what the writer
 * answers and the editor and the exports read. Each type holds the kinds its descriptor lists
 * (`assetKinds`), sitelinks where it has them and display paths where it has them. Every GeneratedAds
 * is an AdAssets (ad-assets.ts), the shape an ad stores.
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

/** The type's generated-ads schema, built once per type. */
export const generatedAdsSchemaFor: (typeId: CampaignTypeId) => z.ZodType<GeneratedAds> = oncePerType(
  // Built from the descriptor, so zod cannot infer the shape: every type's output is a GeneratedAds.
  (type) => schemaOf(type) as unknown as z.ZodType<GeneratedAds>,
);

export function parseGeneratedAds(typeId: CampaignTypeId, raw: unknown): GeneratedAds | null {
  const result = generatedAdsSchemaFor(typeId).safeParse(raw ?? {});
  return result.success ? result.data : null;
}

/**
 * Raw JSON (a generation's answer) as the type's generated ads; what does not parse reads as an ad
 * without assets (empty lists, default scores), as a screen shows it rather than failing.
 */
export function readGeneratedAds(type: CampaignTypeDescriptor, raw: unknown): GeneratedAds {
  return parseGeneratedAds(type.id, raw) ?? generatedAdsSchemaFor(type.id).parse({});
}

/** A text list of any generated ads, empty when the type has no such list. */
export function assetList(ads: GeneratedAds, key: "headlines" | "longHeadlines" | "descriptions" | "callouts"): string[] {
  return ads[key] ?? [];
}
