import { groupTargeting } from "../../domain/ads/ad-assembly.ts";
import { adNameFor, finalUrlFor } from "../../domain/ads/ad-assembly.ts";
import { groupNameFromPage, pageKeywords } from "../../domain/bulk/bulk-rules.ts";
import type { CampaignTypeDescriptor } from "../../domain/campaign-types/descriptor.ts";
import type { AdGroupInput } from "../../domain/contracts/campaign-input.ts";
import type { CampaignGenerationResult } from "../../domain/contracts/generation.ts";
import type { CrawledContent } from "../../domain/wizard/crawled-content.ts";
import { formDataSchemaFor, type WizardFormData } from "../../domain/wizard/form-data.ts";

/**
 * The brief for one page of a job: the campaign's shared settings (tone, goals, audience, call to action,
 * business) with this page's address, its name as the group's, and its own terms as the group's targeting
 * (the campaign's when the page offers none).
 */
export function pageForm(type: CampaignTypeDescriptor, shared: unknown, url: string, page: CrawledContent): WizardFormData {
  const schema = formDataSchemaFor(type.id);
  const parsed = schema.safeParse(shared);
  const base = parsed.success ? parsed.data : schema.parse({});
  const keywords = pageKeywords(page.extractedKeywords ?? []);
  const targeting = keywords.length > 0 ? keywords.join(", ") : base[type.targetingField];
  return schema.parse({
    ...base,
    campaignType: type.id,
    landingPageUrl: url,
    adGroupName: groupNameFromPage(page, url),
    [type.targetingField]: targeting.slice(0, 10_000),
  });
}

/** The ad group (asset group) a page's writing is saved as: what the type's descriptor says a group holds. */
export function pageGroup(type: CampaignTypeDescriptor, form: WizardFormData, result: CampaignGenerationResult): AdGroupInput {
  const { generator: _generator, ...assets } = result;
  const targeting = groupTargeting(type, form[type.targetingField]);
  return {
    name: form.adGroupName,
    keywords: targeting.keywords,
    audienceSignals: targeting.audienceSignals ?? null,
    contentThemes: targeting.contentThemes ?? null,
    landingPageUrl: form.landingPageUrl,
    callToAction: form.callToAction.trim() || type.defaults.callToAction,
    ads: [{ name: adNameFor(type, assets.headlines), finalUrl: finalUrlFor(type, form.landingPageUrl), status: "draft", assets }],
  };
}
