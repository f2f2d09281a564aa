import { z } from "zod";
import { type AdAssets, adAssetsSchema } from "../ads/ad-assets.ts";
import { assembleGroup } from "../ads/ad-assembly.ts";
import type { CampaignTypeDescriptor, CampaignTypeId } from "../campaign-types/descriptor.ts";
import { adGroupInput, adInput, campaignTypeInput } from "../contracts/campaign-input.ts";
import type { WizardFormData } from "../wizard/form-data.ts";
import { type SavedFormData, savedFormDataSchema } from "../wizard/saved-form-data.ts";
import { exportSettingsSchema } from "./export-settings.ts";

/**
 * What every export reads: a saved campaign as the API loads it, or the results editor's current ad
 * shaped the way a save would store it. Both fit this one shape, so the rows have one source.
 */
export interface ExportAd {
  finalUrl?: string | null;
  assets: AdAssets;
  /** The ad as Google Ads has it before an accepted refresh (issue 22): exported again, paused. */
  replacedAssets?: AdAssets | null;
}

export interface ExportGroup {
  name: string;
  keywords: readonly string[];
  audienceSignals?: readonly string[] | null;
  contentThemes?: readonly string[] | null;
  landingPageUrl?: string | null;
  /** The group's call to action as the type's options name it (Demand Gen's image ads carry one: R27). */
  callToAction?: string | null;
  ads: readonly ExportAd[];
}

export interface ExportCampaign {
  name: string;
  campaignType: CampaignTypeId;
  formData: SavedFormData;
  adGroups: readonly ExportGroup[];
}

/** The editor's assets as the API accepts them: the save's own group and ad limits. */
const exportGroupInput = adGroupInput.extend({
  ads: z.array(adInput.extend({ replacedAssets: adAssetsSchema.nullish() })).max(100).default([]),
});

export const exportCampaignSchema = z.object({
  name: z.string().max(300),
  campaignType: campaignTypeInput,
  formData: savedFormDataSchema.default({}),
  adGroups: z.array(exportGroupInput).min(1, "There is nothing to export").max(200),
});

/** The time zone that dates the default campaign name and the Sheets title, as the browser reports it. */
const timeZone = z
  .string()
  .max(64)
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat("en-US", { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, "must be an IANA time zone such as Europe/Paris");

/**
 * A file export names a saved campaign by id, or carries the editor's current assets (with the ad
 * account they are for, whose remembered settings apply). `settings` are the export dialog's choices;
 * without them the account's remembered ones apply, else the campaign goes out Paused with nothing assumed.
 */
const exportOptions = {
  timeZone: timeZone.optional(),
  settings: exportSettingsSchema.optional(),
  /** Download what is valid: the export check's problems are left out of the file instead of refusing it. */
  leaveOutProblems: z.boolean().optional(),
};

export const exportRequestSchema = z.union([
  z.object({ campaignId: z.uuid(), ...exportOptions }),
  z.object({ campaign: exportCampaignSchema, accountId: z.uuid().optional(), ...exportOptions }),
]);

export type ExportRequest = z.output<typeof exportRequestSchema>;

/**
 * What the rows write without asking (EDITOR-IMPORT R13, R14, R19): the campaign Paused, so importing
 * it spends nothing; its ad groups and asset groups Enabled, so they run once the user enables the campaign.
 */
export const exportDefaults = {
  campaignStatus: "Paused",
  adGroupStatus: "Enabled",
  assetGroupStatus: "Enabled",
  /** The copy of a refreshed ad that Google Ads still runs: paused, so the new ad takes its place (issue 22). */
  replacedAdStatus: "Paused",
} as const;

/** The Sheets export also carries the user's Google access token, which the server checks before use. */
export const sheetsExportRequestSchema = z.object({ accessToken: z.string().max(4096).default("") }).and(exportRequestSchema);

export type SheetsExportRequest = z.output<typeof sheetsExportRequestSchema>;

/**
 * The results editor's current ad as a one-group campaign, shaped the way a save would store it. A
 * blank name stays blank, so every format names it 'Campaign - {date}' alike.
 */
export function exportCampaignFromEditor(
  type: CampaignTypeDescriptor,
  formData: WizardFormData,
  assets: AdAssets,
  now: Date,
): ExportCampaign {
  return { name: formData.campaignName.trim(), campaignType: type.id, formData, adGroups: [assembleGroup(type, { form: formData, assets, now })] };
}

/**
 * A saved campaign with one ad's assets replaced by the editor's current ones, so the results header
 * of a saved ad exports the whole campaign as it would be saved now.
 */
export function withEditedAd<Campaign extends { adGroups: readonly { ads: readonly { id: string; assets: AdAssets }[] }[] }>(
  campaign: Campaign,
  adId: string,
  assets: AdAssets,
): Campaign {
  return {
    ...campaign,
    adGroups: campaign.adGroups.map((group) => ({ ...group, ads: group.ads.map((ad) => (ad.id === adId ? { ...ad, assets } : ad)) })),
  };
}

/** Only what the rows read, so a loaded campaign (ids, versions, statuses) travels as the export schema takes it. */
export function exportCampaignShape(campaign: ExportCampaign): ExportCampaign {
  return {
    name: campaign.name,
    campaignType: campaign.campaignType,
    formData: campaign.formData,
    adGroups: campaign.adGroups.map((group) => ({
      name: group.name,
      keywords: group.keywords,
      audienceSignals: group.audienceSignals ?? null,
      contentThemes: group.contentThemes ?? null,
      landingPageUrl: group.landingPageUrl ?? null,
      callToAction: group.callToAction ?? null,
      ads: group.ads.map((ad) => ({ finalUrl: ad.finalUrl ?? null, assets: ad.assets, replacedAssets: ad.replacedAssets ?? null })),
    })),
  };
}
