import { z } from "zod";
import { adAssetsSchema } from "../ads/ad-assets.ts";
import { savedFormDataSchema } from "../wizard/saved-form-data.ts";
import { campaignTypeInput } from "./campaign-input.ts";

/** What the campaigns API answers: the spec's loaded-campaign shape, plus version and account for safe edits. */

export const loadedAdSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  finalUrl: z.string().nullable(),
  status: z.string(),
  assets: adAssetsSchema,
  /** What the ad said before a refresh was accepted, as Google Ads still has it (issue 22); null if never refreshed. */
  replacedAssets: adAssetsSchema.nullable().default(null),
  createdAt: z.iso.datetime(),
  version: z.number().int(),
});

export const loadedAdGroupSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  keywords: z.array(z.string()),
  audienceSignals: z.array(z.string()).optional(),
  contentThemes: z.array(z.string()).optional(),
  landingPageUrl: z.string().nullable(),
  callToAction: z.string().nullable(),
  ads: z.array(loadedAdSchema),
  createdAt: z.iso.datetime(),
  version: z.number().int(),
});

export const loadedCampaignSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  accountId: z.uuid().nullable(),
  campaignType: campaignTypeInput,
  formData: savedFormDataSchema,
  generatedAds: adAssetsSchema.nullable(),
  adGroups: z.array(loadedAdGroupSchema),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  version: z.number().int(),
});

export const campaignSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  accountId: z.uuid().nullable(),
  campaignType: campaignTypeInput,
  objective: z.string().nullable(),
  adGroupCount: z.number().int(),
  adCount: z.number().int(),
  keywords: z.array(z.string()),
  createdAt: z.iso.datetime(),
});

export const campaignResponse = z.object({ campaign: loadedCampaignSchema });
export const campaignPageResponse = z.object({ campaigns: z.array(campaignSummarySchema), nextCursor: z.string().nullable() });
export const recentCampaignsResponse = z.object({ campaigns: z.array(campaignSummarySchema) });
export const adGroupResponse = z.object({ adGroup: loadedAdGroupSchema });
export const adGroupListResponse = z.object({ adGroups: z.array(loadedAdGroupSchema) });
export const adResponse = z.object({ ad: loadedAdSchema });
export const adListResponse = z.object({ ads: z.array(loadedAdSchema) });

export type LoadedAd = z.output<typeof loadedAdSchema>;
export type LoadedAdGroup = z.output<typeof loadedAdGroupSchema>;
export type LoadedCampaign = z.output<typeof loadedCampaignSchema>;
export type CampaignSummary = z.output<typeof campaignSummarySchema>;
export type CampaignPage = z.output<typeof campaignPageResponse>;
