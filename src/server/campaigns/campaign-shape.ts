import { readStoredAssets } from "../../domain/ads/ad-assets.ts";
import { readSavedFormData } from "../../domain/wizard/saved-form-data.ts";
import type { CampaignTypeId, LoadedAd, LoadedAdGroup, LoadedCampaign } from "../../domain/contracts/index.ts";
import type { adGroups, ads, campaigns } from "../db/schema.ts";

export type { LoadedAd, LoadedAdGroup, LoadedCampaign };

type CampaignRow = typeof campaigns.$inferSelect;
type AdGroupRow = typeof adGroups.$inferSelect;
type AdRow = typeof ads.$inferSelect;

export function toLoadedAd(row: AdRow): LoadedAd {
  return {
    id: row.id,
    name: row.name,
    finalUrl: row.finalUrl,
    status: row.status,
    // JSON from the database: read by the stored shape, so no code past this line sees an untyped asset.
    assets: readStoredAssets(row.assets),
    replacedAssets: row.replacedAssets == null ? null : readStoredAssets(row.replacedAssets),
    createdAt: row.createdAt.toISOString(),
    version: row.version,
  };
}

export function toLoadedAdGroup(row: AdGroupRow, adRows: AdRow[]): LoadedAdGroup {
  return {
    id: row.id,
    name: row.name,
    keywords: row.keywords,
    ...(row.audienceSignals ? { audienceSignals: row.audienceSignals } : {}),
    ...(row.contentThemes ? { contentThemes: row.contentThemes } : {}),
    landingPageUrl: row.landingPageUrl,
    callToAction: row.callToAction,
    ads: adRows.map(toLoadedAd),
    createdAt: row.createdAt.toISOString(),
    version: row.version,
  };
}

export function toLoadedCampaign(
  row: CampaignRow,
  groups: LoadedAdGroup[],
  inferType: (campaign: Omit<LoadedCampaign, "campaignType">) => CampaignTypeId,
): LoadedCampaign {
  const base = {
    id: row.id,
    name: row.campaignName,
    accountId: row.accountId,
    formData: readSavedFormData(row.formData),
    generatedAds: row.generatedAds == null ? null : readStoredAssets(row.generatedAds),
    adGroups: groups,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
  return { ...base, campaignType: (row.campaignType as CampaignTypeId | null) ?? inferType(base) };
}
