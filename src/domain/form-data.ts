import { z } from "zod";
import { demandGen } from "./campaign-types/demand-gen.ts";
import type { CampaignTypeDescriptor, CampaignTypeId } from "./campaign-types/descriptor.ts";
import { performanceMax } from "./campaign-types/performance-max.ts";
import { search } from "./campaign-types/search.ts";

/**
 * Wizard form data of each type, as the browser drafts it and the generator receives it. Every field is
 * a string defaulting to empty, so a half-filled draft parses; the lengths are the screens' limits.
 */
const text = (max: number) => z.string().max(max).default("");

/** Values from one descriptor's option lists; an unset choice is the empty string. */
function choice(values: readonly string[], fallback = "") {
  const [first, ...rest] = [...new Set(values)];
  if (first === undefined) return z.string().default(fallback);
  return z.enum([first, ...rest]).or(z.literal("")).default(fallback);
}

/** Tones the form can hold: the wizard's, the results screen's overrides and 'energetic', which older drafts carry. */
function toneValues(type: CampaignTypeDescriptor): string[] {
  return [...type.tones.wizard, ...type.tones.results].map((tone) => tone.value).concat("energetic");
}

function commonFields(type: CampaignTypeDescriptor) {
  const limits = type.fieldLimits;
  return {
    campaignName: text(300),
    adGroupName: text(300),
    landingPageUrl: text(2048),
    targetAudience: text(limits.campaignGoals),
    campaignObjective: choice(type.objectives.map((objective) => objective.value)),
    campaignGoals: text(limits.campaignGoals),
    budgetRange: text(50),
    keywords: text(10_000),
    /** Searches none of the campaign's ad groups should show for (EDITOR-IMPORT R34: `Campaign Negative …`). */
    campaignNegativeKeywords: text(10_000),
    uniqueSellingPoints: text(limits.uniqueSellingPoints ?? limits.campaignGoals),
    yourSolution: text(limits.campaignGoals),
    socialProof: text(limits.socialProof),
    changesToMake: text(limits.changesToMake),
    callToAction: text(limits.callToAction),
    contentRestrictions: text(limits.campaignGoals),
    brandVoice: text(100),
    customBrandVoice: text(limits.customToneDescription),
    toneOfVoice: choice(toneValues(type)),
    customToneDescription: text(limits.customToneDescription),
    businessName: text(100),
    contentThemes: text(10_000),
  };
}

const campaignTypeField = (id: CampaignTypeId) => z.literal(id).optional();

export const searchFormDataSchema = z.object({ ...commonFields(search), campaignType: campaignTypeField("search") });
export const performanceMaxFormDataSchema = z.object({
  ...commonFields(performanceMax),
  campaignType: campaignTypeField("performance_max"),
});
export const demandGenFormDataSchema = z.object({ ...commonFields(demandGen), campaignType: campaignTypeField("demand_gen") });

export type SearchFormData = z.output<typeof searchFormDataSchema>;
export type PerformanceMaxFormData = z.output<typeof performanceMaxFormDataSchema>;
export type DemandGenFormData = z.output<typeof demandGenFormDataSchema>;
export type WizardFormData = SearchFormData | PerformanceMaxFormData | DemandGenFormData;

export const formDataSchemas = {
  search: searchFormDataSchema,
  performance_max: performanceMaxFormDataSchema,
  demand_gen: demandGenFormDataSchema,
} as const;

/** A fresh wizard draft with the type's defaults filled in. */
export function initialFormData(type: CampaignTypeDescriptor): WizardFormData {
  return formDataSchemas[type.id].parse({
    budgetRange: type.defaults.budgetRange,
    brandVoice: type.defaults.brandVoice,
    toneOfVoice: type.defaults.tone,
    adGroupName: type.defaults.groupName,
    ...Object.fromEntries(type.draftDefaults.map((field) => [field, field === "campaignObjective" ? type.defaults.objective : type.defaults.callToAction])),
    campaignType: type.id,
  });
}

/** Whether a stored draft holds any answer of the user's, not just the fresh draft's defaults. */
export function hasDraftAnswers(type: CampaignTypeDescriptor, formData: WizardFormData): boolean {
  const fresh: Record<string, unknown> = initialFormData(type);
  return Object.entries(formData).some(([key, value]) => key !== "campaignType" && value !== fresh[key]);
}
