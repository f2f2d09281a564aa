import type { Option } from "./descriptor.ts";

/** Part 1, section 9: the strategy step's tone select (Search and Performance Max). */
export const wizardTones: readonly Option[] = [
  { value: "professional", label: "Professional" },
  { value: "friendly", label: "Friendly" },
  { value: "sophisticated", label: "Sophisticated" },
  { value: "casual", label: "Casual" },
  { value: "authoritative", label: "Authoritative" },
  { value: "playful", label: "Playful" },
  { value: "urgent", label: "Urgent" },
  { value: "custom", label: "Custom" },
];

/** The results screen's context card (Search and Performance Max). */
export const resultsTones: readonly Option[] = [
  { value: "professional", label: "Professional" },
  { value: "friendly", label: "Friendly" },
  { value: "authoritative", label: "Authoritative" },
  { value: "conversational", label: "Conversational" },
  { value: "urgent", label: "Urgent" },
  { value: "trustworthy", label: "Trustworthy" },
  { value: "innovative", label: "Innovative" },
  { value: "playful", label: "Playful" },
];

/** Part 2, section 9: Demand Gen's wizard tones; its override list is the same without custom. */
export const demandGenTones: readonly Option[] = [
  { value: "educational", label: "Educational" },
  { value: "inspirational", label: "Inspirational" },
  { value: "professional", label: "Professional" },
  { value: "friendly", label: "Friendly" },
  { value: "innovative", label: "Innovative" },
  { value: "casual", label: "Casual" },
  { value: "urgent", label: "Urgent" },
  { value: "custom", label: "Custom" },
];

export const demandGenOverrideTones: readonly Option[] = demandGenTones.filter((tone) => tone.value !== "custom");

/**
 * What each tone asks of the copywriter. The spec names the tones but not their wording; 'energetic' is
 * covered because older drafts hold it. Custom has none: the user's own description stands in for it.
 */
const professionalDescription = "clear, confident and credible, without slang";

export const toneDescriptions: Readonly<Record<string, string>> = {
  professional: professionalDescription,
  friendly: "warm and approachable, as if talking to a neighbour",
  energetic: "lively and upbeat, with strong active verbs",
  sophisticated: "refined and understated, with precise word choice",
  casual: "relaxed and conversational, in everyday words",
  authoritative: "expert and assured, backed by facts and proof",
  playful: "light and witty, without losing the offer",
  urgent: "time-sensitive, giving a concrete reason to act now",
  conversational: "natural, like one person speaking to another",
  trustworthy: "honest and reassuring, leading with guarantees and proof",
  innovative: "forward-looking, stressing what is new and different",
  educational: "helpful and informative, teaching something useful",
  inspirational: "uplifting, showing the outcome the reader can reach",
};

/** The tone wording a prompt uses: the custom description for custom, else the tone's own description. */
export function toneInstruction(tone: string, customDescription = ""): string {
  if (tone === "custom") return customDescription.trim() || professionalDescription;
  return toneDescriptions[tone] ?? professionalDescription;
}
