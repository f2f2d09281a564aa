import { z } from "zod";
import type { CampaignTypeDescriptor, CampaignTypeId } from "../campaign-types/descriptor.ts";
import { oncePerType } from "../campaign-types/once-per-type.ts";

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

/** A type's form: the common fields under its own limits and option lists. */
function schemaOf(type: CampaignTypeDescriptor) {
  return z.object({ ...commonFields(type), campaignType: z.literal(type.id).optional() });
}

/** The wizard's answers; every type holds the same fields, each under its own limits and option lists. */
export type WizardFormData = z.output<ReturnType<typeof schemaOf>>;

/** The type's form-data schema, built once per type from its descriptor. */
export const formDataSchemaFor: (typeId: CampaignTypeId) => ReturnType<typeof schemaOf> = oncePerType(schemaOf);

/** A fresh wizard draft with the type's defaults filled in. */
export function initialFormData(type: CampaignTypeDescriptor): WizardFormData {
  return formDataSchemaFor(type.id).parse({
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
  const fresh = initialFormData(type);
  return (Object.keys(formData) as (keyof WizardFormData)[]).some((key) => key !== "campaignType" && formData[key] !== fresh[key]);
}
