import { z } from "zod";

/** What the wizard and the editors send. Free-form JSON (form data, assets) stays JSON, bounded by the body limit. */
const jsonObject = z.record(z.string(), z.unknown());
const textList = z.array(z.string().max(500)).max(500);

export const adInput = z.object({
  name: z.string().max(300).optional(),
  finalUrl: z.string().max(2048).nullish(),
  status: z.literal("draft").optional(),
  assets: jsonObject,
});

export const adGroupInput = z.object({
  name: z.string().trim().min(1, "Ad group name is required").max(300),
  keywords: textList.default([]),
  audienceSignals: textList.nullish(),
  contentThemes: textList.nullish(),
  landingPageUrl: z.string().max(2048).nullish(),
  callToAction: z.string().max(300).nullish(),
  ads: z.array(adInput).max(100).default([]),
});

export const campaignTypeInput = z.enum(["search", "performance_max", "demand_gen"]);
export type CampaignTypeId = z.output<typeof campaignTypeInput>;

export const campaignInput = z.object({
  name: z.string().max(300),
  campaignType: campaignTypeInput.nullish(),
  accountId: z.uuid().nullish(),
  formData: jsonObject.default({}),
  generatedAds: jsonObject.nullish(),
  adGroups: z.array(adGroupInput).max(200).default([]),
});

export const campaignUpdate = campaignInput.partial().extend({ version: z.number().int().min(1) });

export const adGroupUpdate = adGroupInput.omit({ ads: true }).partial().extend({ version: z.number().int().min(1) });
export const adUpdate = adInput.partial().extend({ version: z.number().int().min(1) });

export type CampaignInput = z.output<typeof campaignInput>;
export type CampaignUpdate = z.output<typeof campaignUpdate>;
export type AdGroupInput = z.output<typeof adGroupInput>;
export type AdGroupUpdate = z.output<typeof adGroupUpdate>;
export type AdInput = z.output<typeof adInput>;
export type AdUpdate = z.output<typeof adUpdate>;
