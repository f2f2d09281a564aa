import { ServiceError } from "../service-error.ts";
import type { CampaignInput, CampaignTypeId } from "../../domain/contracts/campaign-input.ts";
import type { LoadedCampaign } from "./campaign-shape.ts";

type CampaignContent = Pick<LoadedCampaign, "formData" | "generatedAds" | "adGroups">;

const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const hasItems = (value: unknown) => listOf(value).length > 0;
const textOf = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/** Comma- or line-separated text to a list, as the wizard's keyword and theme fields are entered. */
function splitList(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === "string" && item.trim() !== "");
  return textOf(value)
    .split(/[\n,]/)
    .map((item) => item.trim())
    .filter(Boolean);
}

export const campaignRules = {
  notFound: "Campaign not found or you do not have permission to update it",
  accountNotFound: "Account not found",
  adGroupNotFound: "Ad group not found",
  adNotFound: "Ad not found",
  staleVersion: "This was changed in another tab or session since you opened it. Reload to see the latest version, then make your change again.",
  recentCount: 5,

  validateName(name: string): string {
    const trimmed = name.trim();
    if (!trimmed) throw new ServiceError("invalid", "Campaign name is required and cannot be empty");
    return trimmed;
  },

  validateSave(input: CampaignInput): string {
    const name = campaignRules.validateName(input.name);
    campaignRules.assertHasContent({ generatedAds: input.generatedAds ?? null, adGroups: input.adGroups });
    return name;
  },

  assertHasContent(content: { generatedAds: Record<string, unknown> | null; adGroups: unknown[] }): void {
    const hasGeneratedAds = content.generatedAds !== null && Object.keys(content.generatedAds).length > 0;
    if (!hasGeneratedAds && content.adGroups.length === 0) {
      throw new ServiceError("invalid", "Campaign must have either generated ads or ad groups");
    }
  },

  /** The spec's inference for campaigns stored without a type (part 1, section 3). */
  inferType(campaign: CampaignContent): CampaignTypeId {
    const groups = campaign.adGroups as { keywords?: unknown; audienceSignals?: unknown; contentThemes?: unknown; ads?: { assets?: Record<string, unknown> }[] }[];
    const hasKeywords = hasItems(splitList(campaign.formData.keywords)) || groups.some((group) => hasItems(group.keywords));
    const hasThemes = textOf(campaign.formData.contentThemes) !== "" || groups.some((group) => hasItems(group.contentThemes));
    if (hasThemes && !hasKeywords) return "demand_gen";
    const hasLongHeadlines =
      hasItems(campaign.generatedAds?.longHeadlines) ||
      groups.some((group) => (group.ads ?? []).some((ad) => hasItems(ad.assets?.longHeadlines)));
    const hasSignals = groups.some((group) => hasItems(group.audienceSignals));
    if (hasLongHeadlines || (hasSignals && !hasKeywords)) return "performance_max";
    return "search";
  },

  keywordsOf(formData: Record<string, unknown>): string[] {
    return splitList(formData.keywords);
  },

  /** An ad is named after its first headline, else 'Generated Ad'. */
  adName(assets: Record<string, unknown>, name?: string): string {
    const first = listOf(assets.headlines).find((headline): headline is string => typeof headline === "string" && headline.trim() !== "");
    return first?.trim() ?? (name?.trim() || "Generated Ad");
  },

  savedEventType(campaignType: string): string {
    if (campaignType === "performance_max") return "pmax_campaign_saved";
    if (campaignType === "demand_gen") return "demandgen_campaign_saved";
    return "campaign_saved";
  },

  savedEventMetadata(campaign: LoadedCampaign): Record<string, unknown> {
    const ads = campaign.adGroups.flatMap((group) => group.ads);
    return {
      campaign_name: campaign.name,
      campaign_type: campaign.campaignType,
      objective: campaign.formData.campaignObjective ?? null,
      ad_group_count: campaign.adGroups.length,
      ad_count: ads.length,
      headline_count: ads.reduce((sum, ad) => sum + listOf(ad.assets.headlines).length, 0),
      description_count: ads.reduce((sum, ad) => sum + listOf(ad.assets.descriptions).length, 0),
    };
  },

  /** Lower-cased name, every non-alphanumeric replaced by an underscore, plus `_campaign.json`. */
  jsonFileName(name: string): string {
    return `${name.toLowerCase().replace(/[^a-z0-9]/g, "_")}_campaign.json`;
  },
};
