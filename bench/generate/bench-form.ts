import type { CampaignTypeDescriptor } from "../../src/domain/campaign-types/descriptor.ts";
import { formDataSchemaFor, type WizardFormData } from "../../src/domain/wizard/form-data.ts";
import type { BenchPage } from "./bench-pages.ts";

/**
 * What a marketer would type for the page, without inventing anything: the page's top keywords as the
 * keywords (Demand Gen: content themes), the type's defaults, and a different wizard tone per page so
 * every tone is exercised.
 */
export function benchForm(type: CampaignTypeDescriptor, page: BenchPage, index: number): WizardFormData {
  const tones = type.tones.wizard.map((tone) => tone.value).filter((tone) => tone !== "custom");
  const keywords = page.crawled.extractedKeywords.slice(0, 4).join(", ");
  return formDataSchemaFor(type.id).parse({
    campaignName: page.crawled.title.slice(0, 100) || page.name,
    adGroupName: type.defaults.groupName,
    landingPageUrl: page.landingPageUrl,
    campaignObjective: type.defaults.objective,
    toneOfVoice: tones[index % tones.length],
    callToAction: type.defaults.callToAction,
    budgetRange: type.defaults.budgetRange,
    [type.targetingField]: keywords,
  });
}
