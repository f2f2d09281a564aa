import type { CampaignTypeDescriptor } from "./campaign-types/descriptor.ts";
import { sanitizeChangesToMake } from "./changes-to-make.ts";

export interface ResultsQuery {
  mode?: string | null;
  campaignId?: string | null;
  adGroupId?: string | null;
  adId?: string | null;
}

export type ResultsMode = "edit" | "view" | "create";

/** Part 1, section 4: edit mode is mode=edit, or campaignId, adGroupId and adId all present. */
export function resultsMode(query: ResultsQuery): ResultsMode {
  if (query.mode === "edit" || (query.campaignId && query.adGroupId && query.adId)) return "edit";
  if (query.mode === "view") return "view";
  return "create";
}

export interface AutoGenerateInput {
  query: ResultsQuery;
  /** The existing-campaign flag kept in local storage. */
  existingCampaign: boolean;
  hasGeneratedAds: boolean;
  isGenerating: boolean;
  form: { campaignName?: string; landingPageUrl?: string };
}

/**
 * Whether the results screen generates by itself on arrival: nothing generated yet, nothing running, and
 * no saved campaign being edited or viewed, which a generation would overwrite. Demand Gen also waits for
 * a campaign name and a landing page URL (part 2, section 4).
 */
export function shouldAutoGenerate(type: CampaignTypeDescriptor, input: AutoGenerateInput): boolean {
  if (input.hasGeneratedAds || input.isGenerating || input.existingCampaign) return false;
  if (resultsMode(input.query) !== "create") return false;
  return type.autoGenerateRequires.every((field) => (input.form[field] ?? "").trim() !== "");
}

export interface RegenerationContext {
  tone: string;
  callToAction: string;
  changesToMake: string;
}

/** 'Regenerate with New Context' is disabled while working or when all three fields are empty. */
export function canRegenerateWithContext(context: RegenerationContext, busy: boolean): boolean {
  if (busy) return false;
  return [context.tone, context.callToAction, context.changesToMake].some((value) => value.trim() !== "");
}

/**
 * The form data the regeneration runs with: the chosen tone and call to action where given, and the
 * sanitized changes. An empty field keeps what the wizard had, so clearing one box never erases a choice.
 */
export function mergeRegenerationContext<Form extends { toneOfVoice?: string; callToAction?: string; changesToMake?: string }>(
  form: Form,
  context: RegenerationContext,
): Form {
  const tone = context.tone.trim();
  const callToAction = context.callToAction.trim();
  return {
    ...form,
    ...(tone ? { toneOfVoice: tone } : {}),
    ...(callToAction ? { callToAction } : {}),
    changesToMake: sanitizeChangesToMake(context.changesToMake),
  };
}
