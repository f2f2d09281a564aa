import type { CampaignTypeDescriptor } from "../campaign-types/descriptor.ts";
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

/**
 * The context card starts from what the wizard asked for (issue 18): its call to action, and its tone
 * when the card's own list offers it (the results tones differ from the wizard's, part 1, section 9).
 */
export function contextFromWizard(type: CampaignTypeDescriptor, form: { toneOfVoice?: string; callToAction?: string }): RegenerationContext {
  const tone = form.toneOfVoice ?? "";
  return {
    tone: type.tones.results.some((option) => option.value === tone) ? tone : "",
    callToAction: (form.callToAction ?? "").trim(),
    changesToMake: "",
  };
}

/**
 * 'Regenerate with New Context' is disabled while working or when all three fields are empty. Since the
 * card starts from what the ads were written with, it is also disabled until something differs from that
 * (`current`): the context must be new.
 */
export function canRegenerateWithContext(context: RegenerationContext, busy: boolean, current?: RegenerationContext): boolean {
  if (busy) return false;
  const fields = ["tone", "callToAction", "changesToMake"] as const;
  if (fields.every((field) => context[field].trim() === "")) return false;
  return current === undefined || fields.some((field) => context[field].trim() !== current[field].trim());
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
