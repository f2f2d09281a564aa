import type { AdAssets } from "../ads/ad-assets.ts";
import type { SavedFormData } from "../wizard/saved-form-data.ts";
import type { CampaignTypeId } from "./descriptor.ts";
import { parseList } from "../text/list-text.ts";

/** The parts of a stored campaign the inference reads; everything is optional because old saves vary. */
export interface StoredCampaignContent {
  formData?: SavedFormData | null;
  generatedAds?: AdAssets | null;
  adGroups?: readonly {
    keywords?: unknown;
    audienceSignals?: unknown;
    contentThemes?: unknown;
    ads?: readonly { assets?: AdAssets | null }[];
  }[];
}

const hasItems = (value: unknown) => parseList(value).length > 0;

/**
 * A campaign stored without its type (part 1, section 3): content themes without keywords is Demand
 * Gen; long headlines anywhere, or audience signals without keywords, is Performance Max; else Search.
 */
export function inferCampaignType(campaign: StoredCampaignContent): CampaignTypeId {
  const formData = campaign.formData ?? {};
  const groups = campaign.adGroups ?? [];
  const hasKeywords = hasItems(formData.keywords) || groups.some((group) => hasItems(group.keywords));
  const hasThemes = hasItems(formData.contentThemes) || groups.some((group) => hasItems(group.contentThemes));
  if (hasThemes && !hasKeywords) return "demand_gen";
  const hasLongHeadlines =
    hasItems(campaign.generatedAds?.longHeadlines) ||
    groups.some((group) => (group.ads ?? []).some((ad) => hasItems(ad.assets?.longHeadlines)));
  const hasSignals = groups.some((group) => hasItems(group.audienceSignals));
  if (hasLongHeadlines || (hasSignals && !hasKeywords)) return "performance_max";
  return "search";
}
