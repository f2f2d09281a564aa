import { z } from "zod";
import type { AssetKindKey, CampaignTypeId } from "../campaign-types/descriptor.ts";
import { oncePerType } from "../campaign-types/once-per-type.ts";
import { crawledContentSchema } from "../wizard/crawled-content.ts";
import { formDataSchemaFor } from "../wizard/form-data.ts";
import { type GeneratedAds, generatedAdsSchemaFor } from "../ads/generated-ads.ts";

/**
 * The generation API's bodies and answers. The browser sends structured fields, never prompt text
 * (DESIGN.md, deliberate deviations); the server builds every prompt from them.
 */

const languageTag = z
  .string()
  .regex(/^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/, "must be a language tag such as en or de");

export const generationOptionsSchema = z.object({
  /** The language to write in; without it, the landing page's. */
  language: languageTag.optional(),
});

/** The ad account the ads are written for: its brand rules bind the writer (issue 22). */
const accountIdField = z.uuid("must be an ad account's id").optional();

export function campaignGenerationInput<T extends CampaignTypeId>(type: T) {
  return z.object({
    accountId: accountIdField,
    formData: formDataSchemaFor(type),
    crawledContent: crawledContentSchema.nullish(),
    options: generationOptionsSchema.default({}),
  });
}

const contextText = (max: number) => z.string().max(max).optional();

/** The spec's single-headline context, plus the few fields that make the new headline fit the rest. */
export const singleHeadlineContextSchema = z.object({
  campaignName: contextText(300),
  targetAudience: contextText(15_000),
  campaignObjective: contextText(50),
  keywords: z.union([z.string().max(10_000), z.array(z.string().max(300)).max(200)]).optional(),
  brandVoice: contextText(300),
  landingPageUrl: contextText(2048),
  callToAction: contextText(50),
  toneOfVoice: contextText(50),
  customToneDescription: contextText(300),
  businessName: contextText(100),
});

export const singleHeadlineInput = z.object({
  accountId: accountIdField,
  currentHeadline: z.string().max(300).default(""),
  context: singleHeadlineContextSchema.default({}),
  /** The ad's other headlines, so the new one repeats none of them. */
  existingHeadlines: z.array(z.string().max(300)).max(50).default([]),
  crawledContent: crawledContentSchema.nullish(),
  options: generationOptionsSchema.default({}),
});

/**
 * The flags that turn a full generation call into one that writes a single item of a kind (Demand Gen's
 * call, part 2, section 8; every type's `POST /api/generate/:type` takes them).
 */
export const singleItemFlags = { singleHeadline: "headlines", singleLongHeadline: "longHeadlines", singleDescription: "descriptions" } as const satisfies Record<string, AssetKindKey>;
export type SingleItemFlag = keyof typeof singleItemFlags;
export const singleItemFlagNames = Object.keys(singleItemFlags) as SingleItemFlag[];

/** The flag that asks for one item of a kind; none for a kind no call writes alone (callouts). */
export function singleItemFlagFor(key: AssetKindKey): SingleItemFlag | undefined {
  return singleItemFlagNames.find((flag) => singleItemFlags[flag] === key);
}

/** A type's full generation call that may ask for one item with a flag instead (`singleItemFlags`). */
export const flaggedGenerationInput = oncePerType((type) =>
  campaignGenerationInput(type.id).extend({
    singleHeadline: z.literal(true).optional(),
    singleLongHeadline: z.literal(true).optional(),
    singleDescription: z.literal(true).optional(),
    currentText: z.string().max(300).default(""),
    existing: z.array(z.string().max(300)).max(50).default([]),
  }),
);

/** Which writer wrote the ads, shown in the results header; `notice` says what it could not do. */
export const generatorInfoSchema = z.object({
  provider: z.string(),
  model: z.string(),
  label: z.string(),
  language: z.string(),
  notice: z.string().nullable(),
});

export type GeneratorInfo = z.output<typeof generatorInfoSchema>;

export type CampaignGenerationResult = GeneratedAds & { generator: GeneratorInfo };

export function campaignGenerationResultSchema(type: CampaignTypeId) {
  return generatedAdsSchemaFor(type).and(z.object({ generator: generatorInfoSchema }));
}

/** A failed generation still answers the type's fallback content, written for the product. */
export function campaignGenerationFailureSchema(type: CampaignTypeId) {
  return z.object({
    error: z.string(),
    details: z.string(),
    fallback: generatedAdsSchemaFor(type),
    generator: generatorInfoSchema,
  });
}

export const singleHeadlineResultSchema = z.object({
  headline: z.string(),
  /** Display width of the text as written, before any cut. */
  originalLength: z.number().int(),
  truncated: z.boolean(),
});

export const singleItemResultSchema = z.object({
  result: z.string(),
  originalLength: z.number().int(),
  truncated: z.boolean(),
});

/**
 * Server-sent events of a streamed generation (`Accept: text/event-stream`): `start` names the writer,
 * `partial` carries the finished assets so far (already post-processed), then `result` (the JSON
 * answer) or `failure` (the failure body with the fallback).
 */
export const generationEvents = { start: "start", partial: "partial", result: "result", failure: "failure" } as const;
