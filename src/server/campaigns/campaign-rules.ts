import type { AdAssets } from "../../domain/ads/ad-assets.ts";
import type { SavedFormData } from "../../domain/wizard/saved-form-data.ts";
import type { CampaignInput } from "../../domain/contracts/campaign-input.ts";
import { adNameFor } from "../../domain/ads/ad-assembly.ts";
import { recentCampaignsLimit } from "../../domain/campaigns/campaign-list.ts";
import { campaignTypeFor, isCampaignTypeId } from "../../domain/campaign-types/registry.ts";
import { search } from "../../domain/campaign-types/search.ts";
import { inferCampaignType } from "../../domain/campaign-types/inference.ts";
import { parseList } from "../../domain/text/list-text.ts";
import { checkCampaignForSave, saveMessages } from "../../domain/campaigns/validation.ts";
import { jsonFileName } from "../../domain/export/file-names.ts";
import { sharedGroupName, sharedGroupNameMessage } from "../../domain/campaigns/group-names.ts";
import { ServiceError } from "../service-error.ts";
import type { LoadedCampaign } from "./campaign-shape.ts";

/** The domain's save rules as the API's errors. */
function assertSavable(input: { name: string; generatedAds: AdAssets | null; adGroups: readonly unknown[] }): string {
  const check = checkCampaignForSave(input);
  if (!check.ok) throw new ServiceError("invalid", check.message);
  return check.name;
}

export const campaignRules = {
  notFound: "Campaign not found or you do not have permission to update it",
  accountNotFound: "Account not found",
  adGroupNotFound: "Ad group not found",
  adNotFound: "Ad not found",
  staleVersion: "This was changed in another tab or session since you opened it. Reload to see the latest version, then make your change again.",
  recentCount: recentCampaignsLimit,

  validateName(name: string): string {
    const trimmed = name.trim();
    if (!trimmed) throw new ServiceError("invalid", saveMessages.serverNameRequired);
    return trimmed;
  },

  validateSave(input: CampaignInput): string {
    campaignRules.assertUniqueGroupNames(input.adGroups.map((group) => group.name));
    return assertSavable({ name: input.name, generatedAds: input.generatedAds ?? null, adGroups: input.adGroups });
  },

  /** A campaign's groups have names of their own (EDITOR-IMPORT R8): Editor would merge two of one name. */
  assertUniqueGroupNames(names: readonly string[]): void {
    const shared = sharedGroupName(names);
    if (shared) throw new ServiceError("invalid", sharedGroupNameMessage(shared));
  },

  assertHasContent(content: { generatedAds: AdAssets | null; adGroups: unknown[] }): void {
    // The name is checked on its own; here only the content rule applies.
    assertSavable({ name: "-", ...content });
  },

  /** The spec's inference for campaigns stored without a type (part 1, section 3). */
  inferType: inferCampaignType,

  keywordsOf(formData: SavedFormData): string[] {
    return parseList(formData.keywords);
  },

  /** An ad is named after its first headline, else the name it was given, else 'Generated Ad'. */
  adName(assets: AdAssets, name?: string): string {
    const headlines = assets.headlines ?? [];
    const fromHeadline = adNameFor(search, headlines);
    return headlines.some((headline) => headline.trim() !== "") ? fromHeadline : name?.trim() || fromHeadline;
  },

  savedEventType(campaignType: string): string {
    return isCampaignTypeId(campaignType) ? campaignTypeFor(campaignType).save.savedEvent : search.save.savedEvent;
  },

  /** A usage event's metadata column holds each event's own fields: free-form JSON by design, read by no code. */
  savedEventMetadata(campaign: LoadedCampaign): Record<string, unknown> {
    const ads = campaign.adGroups.flatMap((group) => group.ads);
    return {
      campaign_name: campaign.name,
      campaign_type: campaign.campaignType,
      objective: campaign.formData.campaignObjective ?? null,
      ad_group_count: campaign.adGroups.length,
      ad_count: ads.length,
      headline_count: ads.reduce((sum, ad) => sum + (ad.assets.headlines?.length ?? 0), 0),
      description_count: ads.reduce((sum, ad) => sum + (ad.assets.descriptions?.length ?? 0), 0),
    };
  },

  /** Lower-cased name, every non-alphanumeric replaced by an underscore, plus `_campaign.json`. */
  jsonFileName,
};
