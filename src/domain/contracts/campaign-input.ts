import { z } from "zod";
import { adAssetsSchema } from "../ads/ad-assets.ts";
import { type CampaignTypeId, campaignTypeIds } from "../campaign-types/type-ids.ts";
import { savedFormDataSchema } from "../wizard/saved-form-data.ts";

/** What the wizard and the editors send: assets (ad-assets.ts) and form answers (saved-form-data.ts) typed. */
const textList = z.array(z.string().max(500)).max(500);
const version = z.number().int().min(1);

/**
 * Each entity's fields once, without defaults. A create fills what it omits with the defaults below; an
 * update is these fields made optional, so a field it leaves out stays out of the parsed value and the
 * stored one is untouched (zod's `.partial()` would keep a `.default([])` and erase it).
 */
export const adInput = z.object({
  name: z.string().max(300).optional(),
  finalUrl: z.string().max(2048).nullish(),
  status: z.literal("draft").optional(),
  assets: adAssetsSchema,
});

const adGroupFields = z.object({
  name: z.string().trim().min(1, "Ad group name is required").max(300),
  keywords: textList,
  audienceSignals: textList.nullish(),
  contentThemes: textList.nullish(),
  landingPageUrl: z.string().max(2048).nullish(),
  callToAction: z.string().max(300).nullish(),
  ads: z.array(adInput).max(100),
});

export const adGroupInput = adGroupFields.extend({
  keywords: adGroupFields.shape.keywords.default([]),
  ads: adGroupFields.shape.ads.default([]),
});

export const campaignTypeInput = z.enum(campaignTypeIds);
export type { CampaignTypeId };

const campaignFields = z.object({
  name: z.string().max(300),
  campaignType: campaignTypeInput.nullish(),
  accountId: z.uuid().nullish(),
  formData: savedFormDataSchema,
  generatedAds: adAssetsSchema.nullish(),
  adGroups: z.array(adGroupInput).max(200),
});

export const campaignInput = campaignFields.extend({
  formData: campaignFields.shape.formData.default({}),
  adGroups: campaignFields.shape.adGroups.default([]),
});

/** An update that names `adGroups` replaces them all, each with its ads (and their defaults). */
export const campaignUpdate = campaignFields.partial().extend({ version });
export const adGroupUpdate = adGroupFields.omit({ ads: true }).partial().extend({ version });
export const adUpdate = adInput.partial().extend({
  version,
  /** The update accepts a refresh (issue 22): the ad Google Ads has is kept, to be paused by the next export. */
  refreshed: z.literal(true).optional(),
});

export type CampaignInput = z.output<typeof campaignInput>;
export type CampaignUpdate = z.output<typeof campaignUpdate>;
export type AdGroupInput = z.output<typeof adGroupInput>;
export type AdGroupUpdate = z.output<typeof adGroupUpdate>;
export type AdInput = z.output<typeof adInput>;
export type AdUpdate = z.output<typeof adUpdate>;
