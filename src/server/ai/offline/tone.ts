import type { ToneId } from "./phrases/phrasebook.ts";

const toneIds: readonly ToneId[] = [
  "professional",
  "friendly",
  "sophisticated",
  "casual",
  "authoritative",
  "playful",
  "urgent",
  "energetic",
  "conversational",
  "trustworthy",
  "innovative",
  "educational",
  "inspirational",
];

/** Words of a custom tone description that point at one of the writer's tones, first match wins. */
const customToneHints: readonly [RegExp, ToneId][] = [
  [/\b(?:urgent|hurry|now|limited)\b|dringend|sofort/i, "urgent"],
  [/\bfun\b|witty|playful|humou?r|cheeky|verspielt|witzig/i, "playful"],
  [/energ|bold|dynamic|exciting|power|dynamisch/i, "energetic"],
  [/luxur|elegant|premium|refined|sophisticat|exklusiv/i, "sophisticated"],
  [/expert|authorit|confident|leader|kompetent/i, "authoritative"],
  [/trust|honest|transparent|reliab|ehrlich|vertrau/i, "trustworthy"],
  [/innovat|cutting|modern|futur|tech|innovativ/i, "innovative"],
  [/educat|explain|teach|inform|lehr|erklär/i, "educational"],
  [/inspir|empower|motivat|dream|inspirier/i, "inspirational"],
  [/conversation|chatty|talk|gesprä/i, "conversational"],
  [/casual|relaxed|laid[- ]back|easy|locker|lässig/i, "casual"],
  [/warm|friendly|approachable|\bkind\b|freundlich|herzlich/i, "friendly"],
  [/formal|professional|corporate|business|seriös|professionell/i, "professional"],
];

const isToneId = (value: string): value is ToneId => (toneIds as readonly string[]).includes(value);

/** The form's tone; a custom tone is read from its description; anything else is the type's default. */
export function resolveTone(value: string, customDescription: string, fallback: string): ToneId {
  if (isToneId(value)) return value;
  if (value === "custom") {
    const hint = customToneHints.find(([pattern]) => pattern.test(customDescription));
    if (hint) return hint[1];
  }
  return isToneId(fallback) ? fallback : "professional";
}
